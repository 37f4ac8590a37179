import { Link } from 'react-router-dom';
import { formatPriceFromCents } from '@atelier/shared-ui';
import { PRIVACY_EMAIL } from '../../../config/contact';
import { PATHS } from '../../../config/paths';
import { FOOTER } from '../../../content/landing';
import { LEGAL_TEXTS } from '../model/texts';
import { LegalDocument, LegalTable } from './LegalDocument';

/** The Pro prices of spec 000, section 9, in cents like the plan catalogue. */
const PRO_PRICES = [
  { audience: 'Freelancers', plan: 'Freelancer Pro', cents: 599 },
  { audience: 'Brands and clients', plan: 'Brand Pro', cents: 899 },
  { audience: 'Suppliers', plan: 'Supplier Pro', cents: 1599 },
] as const;

const contactMail = <a href={`mailto:${FOOTER.contact.email}`}>{FOOTER.contact.email}</a>;

/** `/terms-of-service`: the agreement between Atelier and the people who use it. */
export function TermsOfService() {
  return (
    <LegalDocument title="Terms of Service" updated={LEGAL_TEXTS.updatedOn}>
      <p>
        These terms are the agreement between you and Atelier when you use the Atelier platform: the
        website, the marketplace, the job board and the workspaces for freelancers, brands and
        suppliers. By creating an account or using the platform you accept them. If you use Atelier
        for a company, you accept them on its behalf.
      </p>

      <h2>1. Your account</h2>
      <ul>
        <li>
          Give your real name and an email address you control, and keep your password to yourself.
          Passwords must be at least 6 characters long; longer is safer.
        </li>
        <li>
          After signing up you choose one role: freelancer or designer, brand or client, or supplier
          or manufacturer. Each role has its own workspace.
        </li>
        <li>
          You are responsible for what happens under your account. Tell us at once at {contactMail}{' '}
          if you think someone else has used it.
        </li>
      </ul>

      <h2>2. Plans, billing and cancelling</h2>
      <p>
        Every role can use Atelier on the free Starter plan, with no credit card required. Starter
        includes, per month, one job application for freelancers, one project reply for suppliers,
        and one job post and one contact for brands. The Pro plans remove those limits and add the
        features listed on the pricing section of the home page:
      </p>
      <LegalTable caption="Pro plan prices">
        <thead>
          <tr>
            <th scope="col">For</th>
            <th scope="col">Plan</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {PRO_PRICES.map((price) => (
            <tr key={price.plan}>
              <td>{price.audience}</td>
              <td>{price.plan}</td>
              <td>{formatPriceFromCents(price.cents)} per month</td>
            </tr>
          ))}
        </tbody>
      </LegalTable>
      <ul>
        <li>
          Pro plans are billed monthly in US dollars through Stripe and renew automatically each
          month until you cancel.
        </li>
        <li>
          You can cancel at any time. Your plan stays active until the end of the period you have
          paid for and is not renewed after it; we do not refund part-used months.
        </li>
        <li>Moving to a higher plan takes effect at once and is charged pro rata.</li>
        <li>
          If we change a price, we tell you by email at least 30 days before it applies to you, and
          you can cancel before then.
        </li>
      </ul>

      <h2>3. No commissions</h2>
      <p>
        Atelier does not take a commission on the work you find or the fees you agree with other
        members: you keep 100% of your earnings. Marketplace sales are paid at the price the seller
        sets.
      </p>

      <h2>4. Marketplace products</h2>
      <ul>
        <li>
          Sellers keep the rights to what they sell and promise that they have the right to sell it.
        </li>
        <li>
          A purchase gives the buyer the licence shown on the product: personal, commercial or
          extended. It does not transfer ownership; reselling or sharing the files themselves is not
          allowed unless the licence says so.
        </li>
      </ul>

      <h2>5. Jobs, requests and working together</h2>
      <p>
        Atelier is where members find each other. Agreements about a job, a supplier request, an
        order or a collaboration are made directly between the members involved; Atelier is not a
        party to them and does not guarantee their outcome. Be clear, fair and honest in what you
        post and promise.
      </p>

      <h2>6. Acceptable use</h2>
      <p>Do not use Atelier to:</p>
      <ul>
        <li>
          post content that is unlawful, misleading, or that you do not have the right to share;
        </li>
        <li>copy other members&apos; designs, patterns or products without permission;</li>
        <li>send spam, harass people, or collect members&apos; data for other purposes;</li>
        <li>try to get into accounts or parts of the platform that are not yours.</li>
      </ul>
      <p>
        We may remove content or suspend accounts that break these rules, and we tell you why unless
        the law or the safety of others prevents it.
      </p>

      <h2>7. Your content</h2>
      <p>
        You own what you publish. You allow Atelier to store it and show it on the platform to the
        people you publish it to, for as long as it stays published.
      </p>

      <h2>8. PLM early access</h2>
      <p>
        PLM is in development. Joining the waitlist does not create an account or a contract; when
        PLM launches, people on the waitlist are offered a free 3-month trial, priority onboarding
        and early access to beta features.
      </p>

      <h2>9. Ending your account</h2>
      <p>
        You can stop using Atelier and ask for your account to be deleted at any time (see the{' '}
        <Link to={PATHS.privacyPolicy}>Privacy Policy</Link>, or write to{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>). Deleting your account cancels any
        Pro plan at the end of its paid period.
      </p>

      <h2>10. Liability</h2>
      <p>
        We work to keep Atelier available and correct but provide it as it is, without promising it
        will never be interrupted. We are not liable for what members agree between themselves, nor
        for indirect losses. Nothing in these terms limits rights you have as a consumer under the
        law of the country where you live.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        When we change these terms we update the date at the top and tell account holders by email
        at least 30 days before significant changes apply. Questions about these terms:{' '}
        {contactMail}.
      </p>
    </LegalDocument>
  );
}
