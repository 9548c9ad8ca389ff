import { splitDescription } from '#shared/domain/description.ts';

/** Description paragraphs, split on the docs/product/rules.md#constants marker `&--&`. */
export function RoomDescription({ description }: { description: string }) {
  const paragraphs = splitDescription(description);
  return (
    <section aria-labelledby="room-description-heading" className="flex flex-col gap-3">
      <h2 id="room-description-heading" className="text-xl font-semibold">
        About this room
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="leading-relaxed text-base-content/85">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
