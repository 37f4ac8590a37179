import { Link } from 'react-router-dom';
import { PRIVACY_EMAIL } from '../../../config/contact';
import { PATHS } from '../../../config/paths';
import { LEGAL_TEXTS } from '../model/texts';
import { LegalDocument, LegalTable } from './LegalDocument';

const privacyMail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

/** `/privacy-policy`: what Atelier stores about people, where, why, and how to have it deleted. */
export function PrivacyPolicy() {
  return (
    <LegalDocument title="Privacy Policy" updated={LEGAL_TEXTS.updatedOn}>
      <p>
        Atelier is a platform where fashion freelancers, brands and suppliers meet, sell digital
        products and hire each other. This policy explains what we store about you, where it is
        kept, who else handles it, and how you can see, correct or delete it. We keep it short and
        specific to how Atelier actually works.
      </p>

      <h2>In short</h2>
      <ul>
        <li>We store what we need to run your account, your profile and your subscription.</li>
        <li>Card payments are handled by Stripe. We never see or store your full card number.</li>
        <li>We do not sell your data, show advertising or use tracking or analytics cookies.</li>
        <li>You can ask for a copy of your data or for its deletion at any time: {privacyMail}.</li>
      </ul>

      <h2>What we store, and where</h2>
      <LegalTable caption="The data Atelier keeps, by system">
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Where it is kept</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              Your account: email address, full name, password (stored only as a salted hash), your
              role (freelancer, client or supplier), your sign-in sessions, recent failed sign-in
              attempts and, if you sign in with Google, the link to your Google account
            </td>
            <td>Keycloak, the sign-in service Atelier runs for itself</td>
            <td>To let you sign in securely and keep others out of your account</td>
          </tr>
          <tr>
            <td>
              Your profile: the details you add to your freelancer, company or supplier profile,
              portfolio and listings
            </td>
            <td>Atelier&apos;s account service (auth-service) and its PostgreSQL database</td>
            <td>To show your profile and your work to the people you want to reach</td>
          </tr>
          <tr>
            <td>
              Your subscription and orders: your plan, its status and billing period, your Stripe
              customer reference, the brand and last four digits of your card as Stripe reports
              them, and your order history
            </td>
            <td>auth-service&apos;s PostgreSQL database</td>
            <td>To give you the features of your plan and show you what you paid for</td>
          </tr>
          <tr>
            <td>
              Waitlist and newsletter sign-ups: the email address you left in the PLM waitlist or
              the &lsquo;Stay Updated&rsquo; box, which of the two it was, and when
            </td>
            <td>auth-service&apos;s PostgreSQL database</td>
            <td>To tell you when PLM launches, or to send the newsletter you asked for</td>
          </tr>
          <tr>
            <td>Card details, billing name and address</td>
            <td>Stripe, our payment provider, on its own systems</td>
            <td>To take your monthly payment and prevent fraud</td>
          </tr>
          <tr>
            <td>
              Technical logs: your IP address, the page or API address requested, the time and your
              browser&apos;s name
            </td>
            <td>Atelier&apos;s gateway and auth-service logs</td>
            <td>To keep the service secure and find faults; kept for up to 30 days</td>
          </tr>
        </tbody>
      </LegalTable>
      <p>
        Some things stay only in your browser and never reach us: your marketplace favourites and
        saved jobs are kept in your browser&apos;s local storage, and while you sign in the page you
        came from is kept in session storage so that you return to it. The{' '}
        <Link to={PATHS.cookiePolicy}>Cookie Policy</Link> lists every cookie we set.
      </p>

      <h2>Who else handles your data</h2>
      <ul>
        <li>
          <strong>Stripe</strong> processes payments. When you subscribe you are taken to
          Stripe&apos;s checkout page; what you enter there is governed by Stripe&apos;s privacy
          policy. Stripe tells us the outcome, your plan and the card&apos;s brand and last four
          digits.
        </li>
        <li>
          <strong>Google</strong>, only if you choose to sign in with Google: Google tells us your
          name and email address.
        </li>
        <li>
          <strong>Other members</strong> see what you publish: your public profile, portfolio,
          products, job posts and messages you send them.
        </li>
      </ul>
      <p>We share nothing else, and we never sell personal data.</p>

      <h2>Why we may use it</h2>
      <ul>
        <li>To provide the service you signed up for: your account, profile and subscription.</li>
        <li>To keep Atelier secure, for example by blocking repeated failed sign-ins.</li>
        <li>
          With your consent, to email you about PLM or send the newsletter. You can withdraw that
          consent at any time and we remove your address from the list.
        </li>
        <li>To meet our legal duties, such as keeping billing records for tax purposes.</li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>Account, profile and subscription data: until you delete your account.</li>
        <li>
          Waitlist and newsletter addresses: until you unsubscribe, or for PLM updates until the
          launch and its free trial offer are over.
        </li>
        <li>Orders and billing records: as long as tax and accounting law requires.</li>
        <li>Technical logs: up to 30 days.</li>
      </ul>

      <h2>Your rights, and how to have your data deleted</h2>
      <p>
        You can ask us for a copy of the data we hold about you, to correct it, to export it, or to
        delete it. Write to {privacyMail} from the email address of your account (or the address you
        left on a list) and say what you would like us to do. We answer within 30 days.
      </p>
      <p>When we delete your account we remove:</p>
      <ul>
        <li>your Keycloak account, with your password hash and sessions;</li>
        <li>your profile, portfolio and listings in auth-service&apos;s database;</li>
        <li>any waitlist or newsletter sign-up under your address;</li>
        <li>
          your subscription, after cancelling it with Stripe so that you are not charged again.
        </li>
      </ul>
      <p>
        We keep only the order and billing records the law requires us to keep, and Stripe keeps its
        own payment records under its policy. If you are in the European Economic Area or the United
        Kingdom you may also complain to your data protection authority.
      </p>

      <h2>Children</h2>
      <p>Atelier is a professional platform and is not meant for anyone under 16.</p>

      <h2>Changes and contact</h2>
      <p>
        If we change this policy we update the date at the top, and we email account holders about
        significant changes before they apply. Questions about privacy: {privacyMail}.
      </p>
    </LegalDocument>
  );
}
