import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { LinkButton, Page, PageHeader, subscriptionPathOf, useSession } from '@atelier/shared-ui';
import { useGetPlansQuery } from '../api/getPlans';
import { STYLES_TEXTS } from '../model/texts';

const T = STYLES_TEXTS.intro;

const StyledLead = styled.p`
  margin: 0;
  max-width: 60ch;
`;

/**
 * What a Starter account sees at `/plm` before anything is shared with them: what PLM is, the
 * Pro plan's features as the plans page words them, and the way to upgrade.
 */
export function PlmIntro() {
  const session = useSession();
  const role = session.status === 'signedIn' ? (session.profile?.role ?? null) : null;
  const audience = role === null || role === 'admin' ? null : role;
  const { data } = useGetPlansQuery(audience ?? skipToken);
  const pro = data?.plans.find((plan) => plan.price > 0);
  return (
    <Page aria-labelledby="plm-intro-title">
      <PageHeader title={T.heading} titleId="plm-intro-title" />
      <StyledLead>{T.lead}</StyledLead>
      {pro !== undefined && (
        <section aria-label={pro.name}>
          <p>{T.included(pro.name)}</p>
          <ul>
            {pro.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
      {audience !== null && (
        <p>
          <LinkButton to={subscriptionPathOf(audience)}>{T.upgrade}</LinkButton>
        </p>
      )}
      <p>{T.shared}</p>
    </Page>
  );
}
