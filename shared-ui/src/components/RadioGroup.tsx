import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

// One choice a line: its radio, its label, and its description under the label.
const StyledChoice = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const StyledRadio = styled.input`
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
`;

const StyledDescription = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One choice of a `RadioGroup`. */
export interface RadioChoice<T extends string> {
  /** Submitted value. */
  value: T;
  /** Text of the choice, its accessible name. */
  label: ReactNode;
  /** More about the choice, shown under its label and announced as its description. */
  description?: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  /** The inputs' shared name. */
  name: string;
  /** The choices, in display order. */
  choices: readonly RadioChoice<T>[];
  /** The chosen value. */
  value: T;
  /** Called with the newly chosen value. */
  onChange: (value: T) => void;
  /** The id of the heading that names the group. */
  'aria-labelledby': string;
}

/**
 * A group of native radio buttons, one choice a line (arrow keys move between them, as the
 * platform's radios do); never run together as one paragraph.
 */
export function RadioGroup<T extends string>({
  name,
  choices,
  value,
  onChange,
  'aria-labelledby': labelledBy,
}: RadioGroupProps<T>) {
  const id = useId();
  return (
    <StyledGroup role="radiogroup" aria-labelledby={labelledBy}>
      {choices.map((choice) => {
        const inputId = `${id}-${choice.value}`;
        const descriptionId = `${inputId}-description`;
        return (
          <StyledChoice key={choice.value}>
            <StyledRadio
              id={inputId}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              aria-describedby={choice.description === undefined ? undefined : descriptionId}
              onChange={() => {
                onChange(choice.value);
              }}
            />
            <StyledLabel htmlFor={inputId}>{choice.label}</StyledLabel>
            {choice.description !== undefined && (
              <StyledDescription id={descriptionId}>{choice.description}</StyledDescription>
            )}
          </StyledChoice>
        );
      })}
    </StyledGroup>
  );
}
