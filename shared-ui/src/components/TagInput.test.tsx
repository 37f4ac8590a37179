import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { TagInput, addListItem } from './TagInput';

describe('addListItem', () => {
  it.each([
    [['Denim'], ' Knitwear ', ['Denim', 'Knitwear']],
    [['Denim'], '   ', null],
    [['Denim'], 'denim', null],
  ])('adds %j + %j -> %j', (items, raw, expected) => {
    expect(addListItem(items, raw)).toEqual(expected);
  });
});

function Harness() {
  const [items, setItems] = useState<string[]>(['Denim']);
  return <TagInput label="Tags" value={items} onChange={setItems} />;
}

describe('TagInput', () => {
  it('adds on Enter, ignores repeats, removes', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'Swim{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'denim{Enter}');
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(list).toHaveTextContent('DenimSwim');
    await user.click(screen.getByRole('button', { name: 'Remove Denim' }));
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent(/^Swim$/);
  });
});
