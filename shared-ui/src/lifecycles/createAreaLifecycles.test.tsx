import { act, screen } from '@testing-library/react';
import { PRERENDERED_CONTENT_ID, type PlatformProps } from '../contract/contract';
import { createAreaLifecycles } from './createAreaLifecycles';

const platformProps = (domElement: HTMLElement) =>
  ({ name: 'mf_test', domElement }) as unknown as PlatformProps;

describe('createAreaLifecycles', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('mounts the area into its element and unmounts it', async () => {
    const lifecycles = createAreaLifecycles(() => <h1>Area screen</h1>, { label: 'Test' });
    const element = document.createElement('div');
    document.body.append(element);
    await act(() => lifecycles.mount(platformProps(element)));
    expect(screen.getByRole('heading', { name: 'Area screen' })).toBeInTheDocument();
    await act(() => lifecycles.unmount(platformProps(element)));
    expect(element).toBeEmptyDOMElement();
  });

  it('replaces the prerendered first screen in the commit that shows its own', async () => {
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDERED_CONTENT_ID;
    prerendered.innerHTML = '<h1>Prerendered screen</h1>';
    const element = document.createElement('div');
    document.body.append(prerendered, element);
    let prerenderedDuringFirstRender: boolean | null = null;
    function Screen() {
      prerenderedDuringFirstRender ??= document.getElementById(PRERENDERED_CONTENT_ID) !== null;
      return <h1>Area screen</h1>;
    }
    const lifecycles = createAreaLifecycles(Screen, { label: 'Test' });
    await act(() => lifecycles.mount(platformProps(element)));
    expect(prerenderedDuringFirstRender).toBe(true);
    expect(document.getElementById(PRERENDERED_CONTENT_ID)).toBeNull();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Area screen' })).toBeInTheDocument();
  });
});
