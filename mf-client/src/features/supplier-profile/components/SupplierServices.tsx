import styled from 'styled-components';
import type { SupplierService } from '@atelier/api-contract';
import { Card, MutedText, TagList } from '@atelier/shared-ui';
import { serviceTermsOf } from '../model/serviceTerms';
import { SUPPLIER_PROFILE_TEXTS as T } from '../model/texts';

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledService = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3,
  p {
    margin: 0;
  }
`;
const StyledTerms = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The supplier's services with their prices, MOQ and lead times. */
export function SupplierServices({ services }: { services: readonly SupplierService[] }) {
  return (
    <section aria-labelledby="supplier-services">
      <h2 id="supplier-services">{T.services}</h2>
      {services.length === 0 ? (
        <p>{T.noServices}</p>
      ) : (
        <StyledList>
          {services.map((service) => (
            <li key={service.id}>
              <Card>
                <StyledService aria-label={service.title}>
                  <h3>{service.title}</h3>
                  <MutedText size="sm" inline>
                    {service.type}
                  </MutedText>
                  <StyledTerms aria-label={`${service.title}: terms`}>
                    {serviceTermsOf(service).map((term) => (
                      <li key={term}>{term}</li>
                    ))}
                  </StyledTerms>
                  {service.description !== '' && <p>{service.description}</p>}
                  <TagList
                    tags={[...service.categories, ...service.certifications]}
                    label={`${service.title}: categories and certifications`}
                  />
                </StyledService>
              </Card>
            </li>
          ))}
        </StyledList>
      )}
    </section>
  );
}
