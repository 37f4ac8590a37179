import type { ProductSummary } from '@atelier/api-contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtelierThemeProvider } from '@atelier/shared-ui';
import { FEATURED_TEXTS as TEXTS } from '../model/texts';
import { FeaturedProductsView, type FeaturedProductsViewProps } from './FeaturedProductsView';

const product = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Tech Pack Template',
  authorName: 'Ada',
  price: 2900,
  isFeatured: false,
} as ProductSummary;

function renderView(props: Partial<FeaturedProductsViewProps>) {
  const handlers = { onToggle: jest.fn(), onSearch: jest.fn(), onRetry: jest.fn() };
  render(
    <AtelierThemeProvider>
      <FeaturedProductsView
        products={[product, { ...product, id: 'p2', title: 'Prints', isFeatured: true }]}
        failed={false}
        search=""
        savingId={null}
        failedTitle={null}
        {...handlers}
        {...props}
      />
    </AtelierThemeProvider>,
  );
  return handlers;
}

describe('Featured products', () => {
  it('shows each product as a switch, on when featured, and toggles it', async () => {
    const { onToggle } = renderView({});
    expect(screen.getByRole('switch', { name: TEXTS.toggle('Prints') })).toBeChecked();
    const techPack = screen.getByRole('switch', { name: TEXTS.toggle('Tech Pack Template') });
    expect(techPack).not.toBeChecked();
    expect(techPack).toHaveAccessibleDescription('Ada · $29.00');
    await userEvent.click(techPack);
    expect(onToggle).toHaveBeenCalledWith(product, true);
  });

  it('searches, holds a switch while it saves and says when a change failed', async () => {
    const { onSearch } = renderView({ savingId: product.id, failedTitle: 'Prints' });
    await userEvent.type(screen.getByRole('searchbox', { name: TEXTS.search }), 'x');
    expect(onSearch).toHaveBeenCalledWith('x');
    expect(screen.getByRole('switch', { name: TEXTS.toggle(product.title) })).toBeDisabled();
    expect(screen.getByText(TEXTS.saveFailed('Prints'))).toBeVisible();
  });

  it('says when nothing matches', () => {
    renderView({ products: [] });
    expect(screen.getByRole('heading', { name: TEXTS.empty })).toBeVisible();
  });
});
