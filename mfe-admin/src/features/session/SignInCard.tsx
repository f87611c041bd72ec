import { SignInForm } from './SignInForm';

/** /admin without a session: only the sign-in form. */
export function SignInCard() {
  return (
    <section className="admin-sign-in" aria-labelledby="admin-sign-in-title">
      <h2 id="admin-sign-in-title">Sign in</h2>
      <p>The dashboard is for the site's operator. Sign in with the admin password.</p>
      <SignInForm name="admin-sign-in" />
    </section>
  );
}
