import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { StyleContentRefusal } from '@atelier/api-contract';
import {
  SIZE_RANGE_NAMES,
  STYLE_CATEGORIES,
  emptyStyleContent,
  type SizeRangeName,
  type StyleCategory,
} from '@atelier/api-contract/values';
import {
  Banner,
  Button,
  LinkButton,
  Page,
  PageHeader,
  SelectField,
  TextField,
  apiErrorOf,
} from '@atelier/shared-ui';
import { PATHS, stylePath } from '../../../config/paths';
import { useCreateStyleMutation } from '../api/createStyle';
import { newStyleContent, newStyleProblems, type NewStyleForm } from '../model/newStyleForm';
import { NEW_STYLE_TEXTS as T } from '../model/texts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 36rem;
`;
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const INITIAL: NewStyleForm = {
  styleNumber: '',
  name: '',
  season: emptyStyleContent().season,
  category: 'Tops',
  sizeRange: 'XXS-XXL',
  customSizes: '',
  baseSize: emptyStyleContent().sizeRange.baseSize,
};

/** `/plm/styles/new`: the few facts a style starts from; the tech pack is filled in on its page. */
export function NewStyle() {
  const navigate = useNavigate();
  const [form, setForm] = useState<NewStyleForm>(INITIAL);
  const [shown, setShown] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [createStyle, { isLoading }] = useCreateStyleMutation();
  const problems = { ...newStyleProblems(form), ...serverProblems };
  const errorOf = (field: keyof NewStyleForm) => (shown ? problems[field] : undefined);
  const set = (field: keyof NewStyleForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setServerProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => path !== field)),
    );
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setShown(true);
    setRefusal(null);
    if (Object.keys(newStyleProblems(form)).length > 0) return;
    try {
      const style = await createStyle(newStyleContent(form)).unwrap();
      void navigate(stylePath(style.id));
    } catch (error) {
      const apiError = apiErrorOf(error);
      const refused = apiError?.details as Partial<StyleContentRefusal> | undefined;
      if (apiError?.status === 400 && refused?.problems !== undefined) {
        setServerProblems(Object.fromEntries(refused.problems.map((p) => [p.path, p.message])));
        return;
      }
      setRefusal(apiError !== null && apiError.message !== '' ? apiError.message : T.failed);
    }
  };

  const sizes = newStyleContent(form).sizeRange.sizes;
  return (
    <Page aria-labelledby="new-style-title">
      <PageHeader title={T.heading} titleId="new-style-title" />
      {refusal !== null && (
        <Banner tone="danger" reveal>
          {refusal}
        </Banner>
      )}
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={T.styleNumber}
          hint={T.styleNumberHint}
          value={form.styleNumber}
          onChange={set('styleNumber')}
          error={errorOf('styleNumber')}
          required
        />
        <TextField
          label={T.name}
          value={form.name}
          onChange={set('name')}
          error={errorOf('name')}
          required
        />
        <TextField
          label={T.season}
          hint={T.seasonHint}
          value={form.season}
          onChange={set('season')}
          error={errorOf('season')}
          required
        />
        <SelectField
          label={T.category}
          value={form.category}
          options={STYLE_CATEGORIES.map((category: StyleCategory) => ({
            value: category,
            label: category,
          }))}
          onChange={set('category')}
        />
        <SelectField
          label={T.sizeRange}
          value={form.sizeRange}
          options={SIZE_RANGE_NAMES.map((name: SizeRangeName) => ({
            value: name,
            label: T.sizeRangeNames[name],
          }))}
          onChange={set('sizeRange')}
        />
        {form.sizeRange === 'custom' && (
          <TextField
            label={T.customSizes}
            hint={T.customSizesHint}
            value={form.customSizes}
            onChange={set('customSizes')}
            error={errorOf('customSizes')}
          />
        )}
        <SelectField
          label={T.baseSize}
          value={form.baseSize}
          options={sizes.map((size) => ({ value: size, label: size }))}
          onChange={set('baseSize')}
          error={errorOf('baseSize')}
        />
        <StyledActions>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? T.creating : T.create}
          </Button>
          <LinkButton to={PATHS.styles} variant="ghost">
            {T.cancel}
          </LinkButton>
        </StyledActions>
      </StyledForm>
    </Page>
  );
}
