import { Link } from 'react-router-dom';
import { PRIVACY_EMAIL } from '../../../config/contact';
import { PATHS } from '../../../config/paths';
import { LEGAL_TEXTS } from '../model/texts';
import { LegalDocument, LegalTable } from './LegalDocument';

/**
 * The cookies Atelier's sign-in service (Keycloak 26) sets under `/auth`, as that version
 * names them. All are strictly necessary, first-party, and sent only to the sign-in service.
 */
export const SIGN_IN_COOKIES = [
  {
    name: 'KEYCLOAK_SESSION',
    purpose:
      'Identifies your signed-in session, so that the app can check quietly whether you are ' +
      'still signed in when you open a new page.',
    lifetime: 'Until you sign out or close the browser; up to the remember-me period if chosen.',
  },
  {
    name: 'KEYCLOAK_IDENTITY',
    purpose:
      'Proves that you are signed in (a signed token that scripts cannot read), so you are not ' +
      'asked for your password on every visit.',
    lifetime: 'Until you sign out or close the browser; up to the remember-me period if chosen.',
  },
  {
    name: 'AUTH_SESSION_ID',
    purpose:
      'Ties together the steps of one sign-in, sign-up or password reset, for example the form ' +
      'and the check of your password.',
    lifetime: 'Until the browser closes.',
  },
  {
    name: 'KC_AUTH_SESSION_HASH',
    purpose: 'A check value that goes with AUTH_SESSION_ID, set while a sign-in is in progress.',
    lifetime: 'A few minutes, while you sign in.',
  },
  {
    name: 'KC_RESTART',
    purpose:
      'Lets an interrupted sign-in start again where it stopped (for example, after a reload).',
    lifetime: 'Until the browser closes.',
  },
  {
    name: 'KEYCLOAK_REMEMBER_ME',
    purpose:
      'Only if you tick "Remember me": remembers the email address you signed in with, to fill ' +
      'in the sign-in form next time.',
    lifetime: 'Up to one year, or until you sign out.',
  },
] as const;

/** `/cookie-policy`: every cookie and browser store Atelier uses, and how to control them. */
export function CookiePolicy() {
  return (
    <LegalDocument title="Cookie Policy" updated={LEGAL_TEXTS.updatedOn}>
      <p>
        Cookies are small files a website asks your browser to keep and send back. Atelier uses only
        the cookies it needs to sign you in. We use no advertising, analytics or tracking cookies,
        and no one else sets cookies on Atelier&apos;s pages. That is why we do not show a cookie
        banner: there is nothing optional to accept or refuse.
      </p>

      <h2>Cookies set when you sign in</h2>
      <p>
        Atelier&apos;s sign-in service, Keycloak, runs on our own address under <code>/auth</code>.
        It sets the cookies below for that path only, so they are sent to the sign-in service and to
        nothing else. None of them is set if you only browse the public pages without signing in or
        signing up.
      </p>
      <LegalTable caption="Cookies of Atelier's sign-in service (path /auth)">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">What it does</th>
            <th scope="col">How long it lasts</th>
          </tr>
        </thead>
        <tbody>
          {SIGN_IN_COOKIES.map((cookie) => (
            <tr key={cookie.name}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </LegalTable>

      <h2>What we keep in your browser instead of cookies</h2>
      <ul>
        <li>
          <strong>Marketplace favourites and saved jobs</strong> are kept in your browser&apos;s
          local storage. They stay on your device, are never sent to us, and are lost if you clear
          your browser&apos;s site data.
        </li>
        <li>
          <strong>Whether you signed in on this browser</strong>: once you sign in, a marker (
          <code>atelier:session-hint</code>, the value 1) is kept in local storage so that each page
          you open checks your sign-in session with the sign-in service. Without it, pages do not
          contact the sign-in service until you choose to sign in. It is removed when you sign out
          and holds nothing about you.
        </li>
        <li>
          <strong>Where to return after signing in</strong>: while you sign in, the page you came
          from is kept in session storage and removed as soon as you are back.
        </li>
      </ul>

      <h2>Other sites you may visit from Atelier</h2>
      <p>
        When you subscribe to a Pro plan you are taken to Stripe&apos;s checkout page, and if you
        choose to sign in with Google you are taken to Google. Those sites set their own cookies on
        their own addresses under their own policies; Atelier cannot read them.
      </p>

      <h2>How to control cookies</h2>
      <p>
        You can see and delete cookies and site data in your browser&apos;s settings. If you block
        the sign-in cookies you can still browse the public pages, but you cannot sign in. Deleting
        site data also removes your favourites and saved jobs.
      </p>

      <h2>Questions</h2>
      <p>
        The <Link to={PATHS.privacyPolicy}>Privacy Policy</Link> explains what we store about you
        and how to have it deleted. Questions about cookies:{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    </LegalDocument>
  );
}
