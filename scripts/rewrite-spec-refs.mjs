/**
 * Rewrites references to the original specification and design documents, which are not part
 * of this repository (`SPEC §5 Dates`, `SPEC §2, §5`, `DESIGN §3`, `../shared/SPEC.md §7`,
 * `DESIGN.md`), into links to our own docs (`docs/product/rules.md#dates`,
 * `docs/architecture.md#data`, …), in comments and test titles. Only the reference itself is
 * replaced; the words around it stay.
 *
 *   node scripts/rewrite-spec-refs.mjs            rewrite src/, tests/, bench/, scripts/ and the root config files
 *   node scripts/rewrite-spec-refs.mjs --dry-run  print what would change, write nothing
 *   node scripts/rewrite-spec-refs.mjs --check    change nothing; exit 1 if a reference is left, a
 *                                                 docs/…#anchor link in the code does not resolve, or
 *                                                 a target of the table below is not a heading
 *   node scripts/rewrite-spec-refs.mjs FILE|DIR … only those paths
 *
 * How a target is chosen, for each `SPEC §N` / `DESIGN §N` (and each `§M` chained after it
 * with `,`, `/`, `and`): (1) a subsection name written right after it (`§5 Dates`,
 * `§4 "Likes"`) is looked up and replaced too; else (2) a keyword in the words after it, then
 * (3) in the words before it on the same line; else (4) a hint from the file's path; else
 * (5) the section's default. The first table that matches wins. Idempotent: a second run
 * finds nothing to do. Re-run it after merging branches that still write such references;
 * extend the tables when a new phrasing lands somewhere unhelpful.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '..');
const SELF = path.relative(root, import.meta.filename);

const SCREENS = 'docs/product/screens.md';
const RULES = 'docs/product/rules.md';
const STATES = 'docs/product/states.md';
const MESSAGES = 'docs/product/messages.md';
const ENTITIES = 'docs/product/entities.md';
const API = 'docs/product/api.md';
const OVERVIEW = 'docs/product/overview.md';
const ARCH = 'docs/architecture.md';

/**
 * Per section: `sub` = subsection names that may follow the reference (consumed with it),
 * `kw` = keywords looked for around it, `paths` = path hints, `def` = the default target.
 * Each entry is [RegExp source (case-insensitive), target].
 */
const SPEC = {
  1: {
    sub: [],
    kw: [
      ['why choose us|hero|home|book now|tagline', `${SCREENS}#home`],
      ['role|admin|guest', `${OVERVIEW}#who-uses-it`],
    ],
    paths: [],
    def: `${SCREENS}#home`,
  },
  2: {
    sub: [
      ['route table', `${SCREENS}#routes`],
      ['public layout', `${SCREENS}#public-layout`],
      ['room list', `${SCREENS}#room-list`],
      ['room detail overlay', `${SCREENS}#payment-overlay`],
      ['room detail', `${SCREENS}#room-detail`],
      ['date panel', `${SCREENS}#date-panel`],
      ['login and sign up', `${SCREENS}#login`],
      ['payment success(?: / room detail overlay)?', `${SCREENS}#payment-success`],
      ['dashboard layout', `${SCREENS}#dashboard-layout`],
      ['admin menu', `${SCREENS}#dashboard-layout`],
      ['my profile', `${SCREENS}#my-profile`],
      ['edit profile', `${SCREENS}#edit-profile`],
      ['add room / edit room / all rooms', `${SCREENS}#add-room-and-edit-room`],
      ['add room and edit room|add room|edit room', `${SCREENS}#add-room-and-edit-room`],
      ['all rooms', `${SCREENS}#all-rooms`],
      ['all customers(?: / all bookings / all payments)?', `${SCREENS}#all-customers`],
      ['all bookings(?: / all payments)?', `${SCREENS}#all-bookings`],
      ['all payments', `${SCREENS}#all-payments`],
      ['cancelation request detail', `${SCREENS}#cancelation-request-detail`],
      ['cancelation requests', `${SCREENS}#cancelation-requests`],
      ['my bookings', `${SCREENS}#my-bookings`],
      ['my payments', `${SCREENS}#my-payments`],
      ['login', `${SCREENS}#login`],
      ['sign up', `${SCREENS}#sign-up`],
    ],
    kw: [
      ['route table|client route|login-required routes|remembered origin', `${SCREENS}#routes`],
      ['error page', `${SCREENS}#error-page`],
      ['top bar|mobile menu|small-screen menu|main links|footer|copyright|public layout', `${SCREENS}#public-layout`],
      ['admin menu|dashboard layout|menus of', `${SCREENS}#dashboard-layout`],
      ['overlay|payment failed|try again', `${SCREENS}#payment-overlay`],
      ['confirmation modal', `${SCREENS}#confirmation-modal`],
      ['payment success|payment-success|success url|thank-you|query fields|stay summary|summary:', `${SCREENS}#payment-success`],
      ['date panel|check-out has a clear', `${SCREENS}#date-panel`],
      ['invoice|placeholder address', `${SCREENS}#invoice`],
      ['cancelation request detail|four panels|goes back one page', `${SCREENS}#cancelation-request-detail`],
      ['cancelation requests?|resolved.? stamp', `${SCREENS}#cancelation-requests`],
      ['all customers', `${SCREENS}#all-customers`],
      ['all bookings', `${SCREENS}#all-bookings`],
      ['all payments', `${SCREENS}#all-payments`],
      ['all rooms', `${SCREENS}#all-rooms`],
      ['add room|edit room|room form|facilities list|image slots|non-url ones', `${SCREENS}#add-room-and-edit-room`],
      ['my bookings', `${SCREENS}#my-bookings`],
      ['my payments', `${SCREENS}#my-payments`],
      ['edit profile', `${SCREENS}#edit-profile`],
      ['my profile', `${SCREENS}#my-profile`],
      ['sign ?up', `${SCREENS}#sign-up`],
      ['login|log in', `${SCREENS}#login`],
      ['room list|anonymous visitors browse|category label|one room in the list', `${SCREENS}#room-list`],
      ['nights|days between', `${RULES}#nights-and-prices`],
      ['slider|reviews grid|price card|special features|facilities as|room detail', `${SCREENS}#room-detail`],
      ['rating', `${SCREENS}#room-list`],
      ['dates shown|day-month-year', `${SCREENS}#payment-success`],
    ],
    paths: [
      ['features/rooms/home/', `${SCREENS}#home`],
      ['features/rooms/(room-list|search)/', `${SCREENS}#room-list`],
      ['features/bookings/book/components/date-', `${SCREENS}#date-panel`],
      ['lib/day-input', `${SCREENS}#date-panel`],
      [
        'features/(rooms/room-page/|bookings/book/|bookings/public/booking-panel|payments/checkout-return/|payments/public/)',
        `${SCREENS}#room-detail`,
      ],
      ['features/payments/success/', `${SCREENS}#payment-success`],
      ['features/guests/auth/pages/signup', `${SCREENS}#sign-up`],
      ['features/guests/auth/', `${SCREENS}#login`],
      ['features/guests/profile/pages/my-profile', `${SCREENS}#my-profile`],
      ['features/guests/profile/', `${SCREENS}#edit-profile`],
      ['features/bookings/my-bookings/', `${SCREENS}#my-bookings`],
      ['features/payments/(my-payments|components)/', `${SCREENS}#my-payments`],
      ['features/rooms/admin/(pages/all-rooms|components/admin-room-card)', `${SCREENS}#all-rooms`],
      ['features/rooms/admin/', `${SCREENS}#add-room-and-edit-room`],
      ['features/guests/admin/', `${SCREENS}#all-customers`],
      ['features/bookings/admin/', `${SCREENS}#all-bookings`],
      ['features/payments/admin/', `${SCREENS}#all-payments`],
      [
        'features/bookings/cancellations/(pages/cancellation-request-detail|components/request-(panels|actions))',
        `${SCREENS}#cancelation-request-detail`,
      ],
      ['features/bookings/cancellations/', `${SCREENS}#cancelation-requests`],
      ['app/layouts/dashboard', `${SCREENS}#dashboard-layout`],
      ['app/layouts/', `${SCREENS}#public-layout`],
      ['app/error-page', `${SCREENS}#error-page`],
      ['app/require-admin', `${SCREENS}#dashboard-layout`],
      ['app/|lib/paths', `${SCREENS}#routes`],
      ['invoice', `${SCREENS}#invoice`],
      ['checkout/|payments', `${SCREENS}#payment-success`],
    ],
    def: `${SCREENS}#routes`,
  },
  3: {
    sub: [
      ['user(?:\\.likings)?', `${ENTITIES}#user`],
      ['capacity', `${ENTITIES}#room`],
      ['room categories', `${ENTITIES}#room-categories`],
      ['room', `${ENTITIES}#room`],
      ['booking, payment(?: \\+ guest)?', `${ENTITIES}#booking`],
      ['booking', `${ENTITIES}#booking`],
      ['payment', `${ENTITIES}#payment`],
      ['review', `${ENTITIES}#review`],
      ['cancellation request', `${ENTITIES}#cancellation-request`],
      ['reservation data', `${ENTITIES}#reservation`],
    ],
    kw: [
      ['categor', `${ENTITIES}#room-categories`],
      ['capacity|room', `${ENTITIES}#room`],
      ['cancellation', `${ENTITIES}#cancellation-request`],
      ['review', `${ENTITIES}#review`],
      ['payment', `${ENTITIES}#payment`],
      ['booking', `${ENTITIES}#booking`],
      ['user|liked', `${ENTITIES}#user`],
    ],
    paths: [['seed/room', `${ENTITIES}#room-categories`]],
    def: ENTITIES,
  },
  4: {
    sub: [
      ['"?booking card actions"?', `${STATES}#booking-card-actions`],
      ['"?booking display status(?: \\(admin\\))?"?', `${STATES}#booking-display-status`],
      ['"?room detail date flow"?|date flow', `${STATES}#room-detail-date-flow`],
      ['"?likes"?', `${STATES}#likes`],
      ['cancellation request', `${STATES}#cancellation-request`],
      ['user role', `${STATES}#user-role`],
      ['auth state', `${STATES}#auth-state`],
    ],
    kw: [
      ['401|403', `${STATES}#signed-out-on-401-or-403`],
      ['booking card|action button|card action|cancel button|labels', `${STATES}#booking-card-actions`],
      ['display status|badge colours|cancelled booking', `${STATES}#booking-display-status`],
      ['like', `${STATES}#likes`],
      ['make admin|role|one way', `${STATES}#user-role`],
      ['date flow|total|availability', `${STATES}#room-detail-date-flow`],
      ['auth|sign|login|session|upsert', `${STATES}#auth-state`],
      ['cancel', `${STATES}#cancellation-request`],
    ],
    paths: [
      ['lib/auth', `${STATES}#auth-state`],
      ['my-bookings/', `${STATES}#booking-card-actions`],
    ],
    def: STATES,
  },
  5: {
    sub: [
      ['"?dates"?', `${RULES}#dates`],
      ['cancel a booking', `${RULES}#cancel-a-booking`],
      ['cancel / review / profile', `${MESSAGES}#validation-messages`],
      ['review', `${RULES}#reviews`],
      ['profile', `${RULES}#profile`],
      ['add room and edit room|rooms', `${RULES}#rooms`],
      ['images must be image files', `${RULES}#rooms`, 'keep'],
      ["messages(?=\\W)|'s (?:texts|messages)|texts?(?=\\))", `${MESSAGES}#validation-messages`],
    ],
    kw: [
      ['password policy|at least 6', `${RULES}#accounts-and-sign-in`],
      ['edge days|overlap|not available|taken|block|availability', `${RULES}#availability`],
      ['longest stay', `${RULES}#stay-limits`],
      ['24.hour|24 hours|cancel', `${RULES}#cancel-a-booking`],
      ['review|rating', `${RULES}#reviews`],
      ['phone|profile', `${RULES}#profile`],
      ['main image|additional image|image files|room form|room input|adds? (?:a )?room|edit room|facilit|features', `${RULES}#rooms`],
      ['\\bdates?\\b|check-in|check-out|\\bpast\\b', `${RULES}#dates`],
      ['image', `${RULES}#images`],
    ],
    paths: [
      ['reset-password', `${RULES}#accounts-and-sign-in`],
      ['room-page/|bookings/book/|stay-|bookings', `${RULES}#dates`],
      ['admin-rooms/|rooms/admin/|rooms-admin', `${RULES}#rooms`],
      ['cancel', `${RULES}#cancel-a-booking`],
      ['review', `${RULES}#reviews`],
      ['profile', `${RULES}#profile`],
    ],
    def: RULES,
  },
  6: { sub: [], kw: [], paths: [], def: `${OVERVIEW}#roles-and-permissions` },
  7: {
    sub: [],
    kw: [
      ['remove-jwt|/jwt|session confirm', `${API}#session`],
      ['popup|500×600|500x600|google|password-reset email|\\(500', `${API}#identity`],
      ['add-room|edit-room', `${API}#admin-rooms`],
      ['all-users|make-admin', `${API}#admin-users`],
      ['all-bookings-admin|all-payments-admin', `${API}#admin-lists`],
      ['rais-cancel|cancelation-reqs|approve-|decline-', `${API}#cancellations`],
      ['post-review', `${API}#reviews`],
      ['like', `${API}#likes`],
      ['add-bookings|my-bookings|booking-details', `${API}#bookings`],
      ['my-payments|payment-details', `${API}#payments`],
      ['all-rooms|/room/|reviews/|reservation-data|room list|room routes', `${API}#rooms`],
      ['edit-profile|/users?\\b|user calls|profile update', `${API}#users`],
      ['upload', `${API}#uploads`],
      ['admin call', API],
    ],
    paths: [
      ['lib/api-client', `${API}#conventions`],
      ['oauth|google|auth-pages|photo-url', `${API}#identity`],
      ['admin-access', API],
      ['admin-customers|users-admin', `${API}#admin-users`],
      ['admin-rooms|rooms/admin/|rooms-admin', `${API}#admin-rooms`],
      ['admin-lists', `${API}#paged-admin-lists`],
      ['cancellation', `${API}#cancellations`],
      ['checkout|payment', `${API}#payments`],
      ['booking', `${API}#bookings`],
      ['likes?[/.-]', `${API}#likes`],
      ['review', `${API}#reviews`],
      ['rooms?[/.-]|room-page', `${API}#rooms`],
      ['users?[/.-]|profile', `${API}#users`],
      ['upload', `${API}#uploads`],
    ],
    def: API,
  },
  8: {
    sub: [['toasts?(?: text)?', `${MESSAGES}#toasts`]],
    kw: [
      ['provider|google|sign-up failures|popup', `${MESSAGES}#identity-provider-errors`],
      ['errormsg|issue #8|overlay', `${MESSAGES}#payment-outcome-messages`],
      ['toast|made admin|profile updated|internal server error|room added', `${MESSAGES}#toasts`],
    ],
    paths: [['lib/auth|features/guests/auth', `${MESSAGES}#identity-provider-errors`]],
    def: MESSAGES,
  },
  9: {
    sub: [],
    kw: [],
    paths: [],
    def: `${RULES}#constants`,
  },
};

const DESIGN = {
  1: {
    sub: [],
    kw: [
      ['error|4xx|5xx', `${ARCH}#rules-of-the-house`],
      ['import|lint', `${ARCH}#rules-of-the-house`],
      ['environment|process\\.env|validated', `${ARCH}#rules-of-the-house`],
    ],
    paths: [],
    def: `${ARCH}#shape`,
  },
  2: { sub: [['images', `${ARCH}#stack`]], kw: [], paths: [], def: `${ARCH}#stack` },
  3: {
    sub: [['sweeper', `${ARCH}#data`]],
    kw: [['dates of stay|hotel-local|time zone|asia/dhaka', `${RULES}#hotel-time`]],
    paths: [],
    def: `${ARCH}#data`,
  },
  4: { sub: [['uploads', `${API}#uploads`]], kw: [['upload|image-host', `${API}#uploads`]], paths: [], def: `${ARCH}#api-design` },
  5: {
    sub: [
      ['images', `${ARCH}#external-services`],
      ['gateway callbacks', `${API}#gateway-callbacks`],
    ],
    kw: [],
    paths: [],
    def: `${ARCH}#external-services`,
  },
  6: { sub: [], kw: [], paths: [], def: `${ARCH}#scaling-out` },
  7: { sub: [['benchmarks', `${ARCH}#tests`]], kw: [], paths: [], def: `${ARCH}#tests` },
};

/** Whole documents named without a section. */
const WHOLE = { SPEC: 'docs/product/README.md', DESIGN: ARCH };

/**
 * Files whose SPEC references mean the message catalogue rather than the rules
 * (`messages.ts` is the catalogue itself). [path RegExp source, { section: target }].
 */
const FILE_OVERRIDES = [
  [
    '^src/shared/messages(\\.test)?\\.ts$',
    {
      2: `${MESSAGES}#screen-texts`,
      5: `${MESSAGES}#validation-messages`,
      '5 Dates': `${MESSAGES}#date-messages`,
      8: `${MESSAGES}#toasts`,
    },
  ],
];

/** Plain-word phrases about "the SPEC" in comments, replaced as they are. */
const PHRASES = [
  [
    'SPEC §8 only logs sign-up failures; a guest also needs to see why.',
    `The original product only logged sign-up failures; a guest also needs to see why (${MESSAGES}#toasts).`,
  ],
  [
    'SPEC §8 toasts "Room Added Successfully!" on edit too;',
    `The same toast "Room Added Successfully!" shows on edit too (${MESSAGES}#toasts);`,
  ],
  ['not SPEC texts', 'not product texts of docs/product/messages.md'],
  ['the SPEC names orange', `${STATES}#booking-display-status names orange`],
];

const DEFAULT_ROOTS = ['src', 'tests', 'bench', 'scripts'];
const ROOT_FILES = /^(?:[\w.-]+\.config\.(?:ts|js|mjs|cjs))$/;
const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.sql', '.css', '.html', '.md']);
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'coverage']);

/** A reference: `../shared/SPEC.md §7`, `SPEC.md`, `SPEC §5`, `DESIGN §3`. */
const REF = /(?:(?:\.\.\/)?shared\/)?\b(SPEC|DESIGN)(?:\.md)?\s*§\s*(\d+)|(?:(?:\.\.\/)?shared\/)?\b(SPEC|DESIGN)\.md\b/g;
/** Left after a run: what the README's check greps for. */
const LEFTOVER = /shared\/SPEC|SPEC\.md|DESIGN\.md|SPEC §|DESIGN §/;

const compile = (entries) => entries.map(([source, target]) => [new RegExp(source, 'i'), target]);
const compiled = (table) =>
  Object.fromEntries(
    Object.entries(table).map(([n, s]) => [
      n,
      {
        sub: s.sub.map(([source, target, keep]) => [new RegExp(`^\\s*"?(?:${source})"?(?![\\w-])`, 'i'), target, keep === 'keep']),
        kw: compile(s.kw),
        paths: compile(s.paths),
        def: s.def,
      },
    ]),
  );
const TABLES = { SPEC: compiled(SPEC), DESIGN: compiled(DESIGN) };

/** Chooses the target of `doc` §`n` at `line[start..end)`; returns [target, length consumed after end]. */
function resolve(doc, n, line, start, end, file) {
  const table = TABLES[doc][n];
  const rest = line.slice(end);
  const override = doc === 'SPEC' && FILE_OVERRIDES.find(([re]) => new RegExp(re).test(file))?.[1];
  if (override) {
    const sub = /^\s*dates\b/i.exec(rest);
    if (sub && override[`${n} Dates`]) return [override[`${n} Dates`], sub[0].length];
    const consumed = /^\s*(?:dates|cancel \/ review \/ profile|rooms|room list|toasts)\b/i.exec(rest);
    if (override[n]) return [override[n], consumed ? consumed[0].length : 0];
  }
  if (!table) return [WHOLE[doc], 0];
  for (const [re, target, keep] of table.sub) {
    const m = re.exec(rest);
    if (m) return [target, keep ? 0 : m[0].length];
  }
  const after = rest.split('§')[0].slice(0, 60);
  const before = line
    .slice(Math.max(0, start - 90), start)
    .split('§')
    .pop();
  for (const windowText of [before, after]) {
    for (const [re, target] of table.kw) if (re.test(windowText)) return [target, 0];
  }
  for (const [re, target] of table.paths) if (re.test(file)) return [target, 0];
  return [table.def, 0];
}

/** A reference (`SPEC §5`, `../shared/SPEC.md §7`, `DESIGN.md`) or a bare `§N` continuing one. */
const TOKEN = new RegExp(`${REF.source}|§\\s*(\\d+)`, 'g');
/** A bare § that belongs to something else: "issue #5 §3", "RFC 9110 §8.8.3". */
const FOREIGN_SECTION = /(?:#\d+|RFC \d+|issue[^,;§]*)\s*$/i;

/**
 * Rewrites one line. `carry` is the document whose reference the previous line ended with
 * (a bare `§N` at the start of a continued comment belongs to it). Returns the new line and
 * the document to carry on.
 */
function rewriteLine(line, file, carry) {
  let current = carry;
  for (const [from, to] of PHRASES) line = line.replaceAll(from, to);
  let out = '';
  let pos = 0;
  let lastTarget = null;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(line); m; m = TOKEN.exec(line)) {
    let doc = m[1] ?? m[3];
    let section = m[2];
    let separator = line.slice(pos, m.index);
    if (!doc) {
      // A bare §N: part of the current reference unless it clearly belongs to something else.
      if (!current || FOREIGN_SECTION.test(line.slice(Math.max(0, m.index - 30), m.index))) continue;
      doc = current;
      section = m[4];
    }
    current = doc;
    let end = m.index + m[0].length;
    let target = WHOLE[doc];
    if (section !== undefined) {
      const [found, used] = resolve(doc, section, line, m.index, end, file);
      target = found;
      end += used;
    }
    const isChained = lastTarget !== null && /^\s*(?:,|\/|and|;|,\s*and)\s*$/.test(separator);
    if (isChained && target === lastTarget) {
      // "§5/§9" that both land on one heading: say it once.
      separator = '';
      target = '';
    } else if (isChained && separator.trim() === '/') {
      separator = ', ';
    }
    // "SPEC §5's messages" → "docs/…#dates messages".
    if (/^'s\s/.test(line.slice(end))) end += 2;
    out += separator + target;
    if (target) lastTarget = target;
    pos = end;
    TOKEN.lastIndex = end;
  }
  out += line.slice(pos);
  return [out, pos ? current : null];
}

/** Every candidate file under `entry` (a file or folder relative to the root). */
function filesOf(entry) {
  const full = path.resolve(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path.relative(root, full)];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) => {
    if (d.isDirectory()) return SKIP_DIRS.has(d.name) ? [] : filesOf(path.join(entry, d.name));
    return EXTENSIONS.has(path.extname(d.name)) ? [path.join(entry, d.name)] : [];
  });
}

/** GitHub's heading anchors of a Markdown file. */
function anchorsOf(file) {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of readFileSync(full, 'utf8').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[`*_[\]()]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of readFileSync(full, 'utf8').matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** Problems with a `docs/…md#anchor` target; empty when it resolves. */
function brokenTarget(target) {
  const [file, anchor] = target.split('#');
  const anchors = anchorsOf(file);
  if (!anchors) return `${file} does not exist`;
  if (anchor && !anchors.has(anchor)) return `${file} has no heading #${anchor}`;
  return null;
}

function allTargets() {
  const targets = new Set(Object.values(WHOLE));
  for (const table of [SPEC, DESIGN]) {
    for (const s of Object.values(table)) {
      targets.add(s.def);
      for (const [, t] of [...s.sub, ...s.kw, ...s.paths]) targets.add(t);
    }
  }
  for (const [, o] of FILE_OVERRIDES) for (const t of Object.values(o)) targets.add(t);
  for (const [, to] of PHRASES) for (const [ref] of to.matchAll(/docs\/[\w/.-]+\.md(?:#[\w-]+)?/g)) targets.add(ref);
  return [...targets];
}

function main() {
  const args = process.argv.slice(2);
  const isCheck = args.includes('--check');
  const isDry = args.includes('--dry-run');
  const entries = args.filter((a) => !a.startsWith('--'));
  const files = (entries.length ? entries : [...DEFAULT_ROOTS, ...readdirSync(root).filter((f) => ROOT_FILES.test(f))])
    .flatMap(filesOf)
    .filter((f) => f !== SELF);
  const problems = [];
  for (const target of allTargets()) {
    const broken = brokenTarget(target);
    if (broken) problems.push(`table target ${target}: ${broken}`);
  }
  let changedFiles = 0;
  let changedLines = 0;
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n');
    let carry = null;
    const next = lines.map((line) => {
      const [rewritten, doc] = rewriteLine(line, file, carry);
      carry = doc;
      return rewritten;
    });
    const diff = next.filter((line, i) => line !== lines[i]).length;
    next.forEach((line, i) => {
      if (LEFTOVER.test(line)) problems.push(`${file}:${i + 1}: reference left: ${line.trim()}`);
      for (const [ref] of line.matchAll(/docs\/[\w/.-]+\.md(?:#[\w-]+)?/g)) {
        const broken = brokenTarget(ref);
        if (broken) problems.push(`${file}:${i + 1}: ${ref}: ${broken}`);
      }
    });
    if (!diff) continue;
    changedFiles += 1;
    changedLines += diff;
    if (isDry || isCheck) {
      next.forEach((line, i) => {
        if (line !== lines[i]) process.stdout.write(`${file}:${i + 1}\n  - ${lines[i].trim()}\n  + ${line.trim()}\n`);
      });
    } else {
      writeFileSync(path.join(root, file), next.join('\n'));
    }
  }
  const verb = isDry || isCheck ? 'would change' : 'changed';
  process.stdout.write(`${verb} ${changedLines} lines in ${changedFiles} files (${files.length} files read)\n`);
  if (isCheck && changedLines) problems.unshift(`${changedLines} lines still hold references to SPEC/DESIGN`);
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  if (problems.length && (isCheck || !isDry)) process.exitCode = 1;
}

main();
