import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { TagInput, addListItem, withListItem } from './TagInput';

describe('addListItem', () => {
  it.each([
    [['Denim'], ' Knitwear ', ['Denim', 'Knitwear']],
    [['Denim'], '   ', null],
    [['Denim'], 'denim', null],
  ])('adds %j + %j -> %j', (items, raw, expected) => {
    expect(addListItem(items, raw)).toEqual(expected);
  });
});

// Post a Job's skills and Post a Request's certifications and languages (spec 001 section 5).
describe('withListItem', () => {
  it.each([
    [[], '  CLO 3D ', ['CLO 3D']],
    [['CLO 3D'], 'clo 3d', ['CLO 3D']],
    [['CLO 3D'], '   ', ['CLO 3D']],
    [['CLO 3D'], 'Gerber', ['CLO 3D', 'Gerber']],
    [[], ' GOTS ', ['GOTS']],
    [['GOTS'], 'gots', ['GOTS']],
    [['GOTS'], 'OEKO-TEX', ['GOTS', 'OEKO-TEX']],
  ])('%p + %p is %p', (items, typed, expected) => {
    expect(withListItem(items, typed)).toEqual(expected);
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
