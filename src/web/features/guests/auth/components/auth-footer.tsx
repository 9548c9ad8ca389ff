import { Link, useLocation, useNavigate } from 'react-router';
import { returnPath } from '#web/lib/paths.ts';
import { GoogleButton } from './google-button.tsx';

/**
 * The footer of the login and sign-up cards: Continue with Google, then `prompt` and a link to
 * the other of the two forms. Both carry on to where the visitor came from (`location.state`).
 */
export function AuthFooter({
  disabled,
  prompt,
  linkTo,
  linkLabel,
}: {
  disabled: boolean;
  prompt: string;
  linkTo: string;
  linkLabel: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);
  return (
    <>
      <GoogleButton disabled={disabled} returnTo={target} onSignedIn={() => void navigate(target, { replace: true })} />
      <p className="text-center text-sm">
        {prompt}{' '}
        <Link to={linkTo} state={location.state as unknown} className="link link-primary font-medium">
          {linkLabel}
        </Link>
      </p>
    </>
  );
}
