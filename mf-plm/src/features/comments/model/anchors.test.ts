import { anchorLabel, anchorOfValue, anchorOptions, anchorValue } from './anchors';
import { contentWithRows } from './testing';

describe('comment anchors', () => {
  const content = contentWithRows();

  it('offers the style, then each BOM row, point of measure and callout', () => {
    expect(anchorOptions(content)).toEqual([
      { value: 'style', label: 'The style' },
      { value: 'bom:shell', label: 'BOM: Shell fabric' },
      { value: 'pom:chest', label: 'Point of measure: A Chest width' },
      { value: 'callout:c1', label: 'Callout: Double-needle topstitch' },
    ]);
  });

  it.each([
    [{ kind: 'style', id: null }, 'The style'],
    [{ kind: 'bom', id: 'shell' }, 'BOM: Shell fabric'],
    [{ kind: 'pom', id: 'chest' }, 'Point of measure: A Chest width'],
    [{ kind: 'callout', id: 'c1' }, 'Callout: Double-needle topstitch'],
    [{ kind: 'bom', id: 'gone' }, 'BOM: removed'],
  ] as const)('names %j "%s"', (anchor, label) => {
    expect(anchorLabel(anchor, content)).toBe(label);
    expect(anchorOfValue(anchorValue(anchor))).toEqual(anchor);
  });
});
