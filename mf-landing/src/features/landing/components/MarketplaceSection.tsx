import { useId } from 'react';
import styled from 'styled-components';
import { Badge, LinkButton, formatUsd } from '@atelier/shared-ui';
import { PLATFORM_PATHS } from '../../../config/paths';
import { Icon } from '../../../components/icons';
import { MARKETPLACE, type Resource } from '../../../content/landing';
import { CARD_TEXTS } from '../model/texts';
import { CardsSection } from './CardsSection';
import {
  StyledCard,
  StyledCardActions,
  StyledCardText,
  StyledCardTitle,
  StyledCardTop,
  StyledMeta,
} from './cardStyles';

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function ResourceCard({ resource }: { resource: Resource }) {
  const titleId = useId();
  return (
    <StyledCard>
      <StyledCardTop>
        <Badge tone="brand">{resource.badge}</Badge>
      </StyledCardTop>
      <StyledCardTitle id={titleId}>{resource.title}</StyledCardTitle>
      <StyledMeta>
        {CARD_TEXTS.by} {resource.author}
      </StyledMeta>
      <StyledCardText>{resource.description}</StyledCardText>
      <StyledMeta>{resource.details}</StyledMeta>
      <StyledMeta>
        <Icon name="download" />
        {resource.downloads.toLocaleString('en-US')} {CARD_TEXTS.downloads}
      </StyledMeta>
      <StyledPrice>{formatUsd(resource.price, { wholeDollars: true })}</StyledPrice>
      <StyledCardActions>
        <LinkButton to={PLATFORM_PATHS.signup} variant="secondary" aria-describedby={titleId}>
          {CARD_TEXTS.preview}
        </LinkButton>
        <LinkButton to={PLATFORM_PATHS.signup} aria-describedby={titleId}>
          {CARD_TEXTS.buyNow}
        </LinkButton>
      </StyledCardActions>
    </StyledCard>
  );
}

/** Section `marketplace` (Clients/Brands): four sample resources with Preview and Buy Now. */
export function MarketplaceSection() {
  return (
    <CardsSection
      id="marketplace"
      texts={MARKETPLACE}
      columns={4}
      more={{ to: PLATFORM_PATHS.marketplace, label: CARD_TEXTS.browseMarketplace }}
    >
      {MARKETPLACE.resources.map((resource) => (
        <ResourceCard key={resource.title} resource={resource} />
      ))}
    </CardsSection>
  );
}
