import { act, renderHook } from '@testing-library/react';
import { useSubmitProblem } from './useSubmitProblem';

interface Values {
  title: string;
  location: string;
}

const firstProblem = (values: Values): string | null =>
  values.title === ''
    ? 'Please enter a title.'
    : values.location === ''
      ? 'Please enter a location.'
      : null;

const render = (values: Values) =>
  renderHook((props: Values) => useSubmitProblem(firstProblem, props), { initialProps: values });

describe('useSubmitProblem', () => {
  it('shows nothing before a submit', () => {
    const { result } = render({ title: '', location: '' });
    expect(result.current.message).toBeNull();
  });

  it('shows the first problem on submit and answers it', () => {
    const { result } = render({ title: '', location: '' });
    let answered: string | null = null;
    act(() => {
      answered = result.current.check();
    });
    expect(answered).toBe('Please enter a title.');
    expect(result.current.message).toBe('Please enter a title.');
  });

  it('drops the message once its field is corrected, and shows the next only on submit', () => {
    const { result, rerender } = render({ title: '', location: '' });
    act(() => {
      result.current.check();
    });
    rerender({ title: 'Organic jersey', location: '' });
    expect(result.current.message).toBeNull();
    act(() => {
      result.current.check();
    });
    expect(result.current.message).toBe('Please enter a location.');
  });

  it('keeps the message while the field is still wrong', () => {
    const { result, rerender } = render({ title: '', location: '' });
    act(() => {
      result.current.check();
    });
    rerender({ title: '', location: 'Lisbon' });
    expect(result.current.message).toBe('Please enter a title.');
  });

  it('answers null and shows nothing when the form is right', () => {
    const { result } = render({ title: 'Jersey', location: 'Lisbon' });
    let answered: string | null = 'unset';
    act(() => {
      answered = result.current.check();
    });
    expect(answered).toBeNull();
    expect(result.current.message).toBeNull();
  });

  it('hides the message when cleared', () => {
    const { result } = render({ title: '', location: '' });
    act(() => {
      result.current.check();
    });
    act(() => {
      result.current.clear();
    });
    expect(result.current.message).toBeNull();
  });
});
