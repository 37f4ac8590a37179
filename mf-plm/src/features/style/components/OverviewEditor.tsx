import styled from 'styled-components';
import type { StyleContent } from '@atelier/api-contract';
import {
  SEASON_PATTERN,
  STYLE_CATEGORIES,
  STYLE_LIMITS,
  STYLE_STATUSES,
  type StyleCategory,
  type StyleStatus,
} from '@atelier/api-contract/values';
import { SelectField, TextAreaField, TextField } from '@atelier/shared-ui';
import { STYLE_TEXTS } from '../model/texts';

const T = STYLE_TEXTS.overview;
const SEASON = new RegExp(SEASON_PATTERN);

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export interface OverviewEditorProps {
  content: StyleContent;
  onChange: (next: StyleContent) => void;
  imageUrls: Readonly<Record<string, string>>;
  /** Shown, not editable (a reviewer). */
  readOnly?: boolean;
}

/** The style's identity: number, name, season, category, status, description and cover. */
export function OverviewEditor({ content, onChange, readOnly = false }: OverviewEditorProps) {
  const set = <K extends keyof StyleContent>(key: K, value: StyleContent[K]) => {
    onChange({ ...content, [key]: value });
  };
  const sketchOptions = content.sketches.map((sketch, index) => ({
    value: sketch.imageId,
    label: T.sketchOption(sketch.view, index + 1),
  }));

  return (
    <StyledGrid>
      <TextField
        disabled={readOnly}
        label={T.styleNumber}
        value={content.styleNumber}
        maxLength={STYLE_LIMITS.styleNumber}
        onChange={(event) => set('styleNumber', event.target.value)}
        error={content.styleNumber.trim() === '' ? T.required(T.styleNumber) : undefined}
      />
      <TextField
        disabled={readOnly}
        label={T.name}
        value={content.name}
        maxLength={STYLE_LIMITS.name}
        onChange={(event) => set('name', event.target.value)}
        error={content.name.trim() === '' ? T.required(T.name) : undefined}
      />
      <TextField
        disabled={readOnly}
        label={T.season}
        value={content.season}
        onChange={(event) => set('season', event.target.value.toUpperCase())}
        error={SEASON.test(content.season) ? undefined : T.seasonFormat}
      />
      <SelectField
        disabled={readOnly}
        label={T.category}
        value={content.category}
        options={STYLE_CATEGORIES.map((category) => ({ value: category, label: category }))}
        onChange={(event) => set('category', event.target.value as StyleCategory)}
      />
      <SelectField
        disabled={readOnly}
        label={T.status}
        value={content.status}
        options={STYLE_STATUSES.map((status) => ({ value: status, label: status }))}
        onChange={(event) => set('status', event.target.value as StyleStatus)}
      />
      <SelectField
        disabled={readOnly}
        label={T.cover}
        hint={T.coverHint}
        value={content.coverImageId ?? ''}
        options={[{ value: '', label: T.noCover }, ...sketchOptions]}
        onChange={(event) =>
          set('coverImageId', event.target.value === '' ? null : event.target.value)
        }
      />
      <TextAreaField
        disabled={readOnly}
        label={T.description}
        value={content.description}
        maxLength={STYLE_LIMITS.description}
        rows={5}
        onChange={(event) => set('description', event.target.value)}
      />
    </StyledGrid>
  );
}
