import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { ChipList, FieldGrid, FieldRow, FilterBar, InlineRow } from './FieldLayout';

describe('FieldRow, FieldGrid and ChipList', () => {
  it('lays the fields out as asked and passes the list its name', () => {
    renderWithProviders(
      <>
        <FieldGrid minColumn="16rem">
          <input aria-label="Quantity" />
        </FieldGrid>
        <FieldGrid>
          <input aria-label="MOQ" />
        </FieldGrid>
        <FieldRow>
          <input aria-label="Region" />
          <button type="button">Add Region</button>
        </FieldRow>
        <FilterBar>
          <input aria-label="Search" />
        </FilterBar>
        <InlineRow>
          <span>Shortlisted</span>
        </InlineRow>
        <ChipList aria-label="Required Skills">
          <li>CLO 3D</li>
        </ChipList>
      </>,
    );
    // jsdom drops a grid template with min(): read the rules styled-components wrote.
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join(
      '',
    );
    const columnsOf = (label: string) => {
      const grid = screen.getByLabelText(label).parentElement;
      const rule = Array.from(grid?.classList ?? [])
        .map((name) => new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(css)?.[1])
        .find((body) => body?.includes('grid-template-columns'));
      return /grid-template-columns:([^;]*)/.exec(rule ?? '')?.[1]?.replace(/\s+/g, '');
    };
    expect(columnsOf('Quantity')).toBe('repeat(auto-fit,minmax(min(100%,16rem),1fr))');
    expect(columnsOf('MOQ')).toBe('repeat(auto-fit,minmax(min(100%,11.25rem),1fr))');
    const row = screen.getByRole('button', { name: 'Add Region' }).parentElement;
    expect(row).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(screen.getByLabelText('Search').parentElement).toHaveStyle({
      display: 'flex',
      alignItems: 'flex-end',
    });
    expect(screen.getByText('Shortlisted').parentElement).toHaveStyle({
      display: 'flex',
      alignItems: 'center',
    });
    expect(screen.getByRole('list', { name: 'Required Skills' })).toHaveTextContent('CLO 3D');
  });
});
