import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, CheckboxField, SelectField, TextField, FilterIcon } from '@atelier/shared-ui';
import { DisclosurePanel, Toolbar } from '../../../components/PageLayout';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  JOB_BOARD_CATEGORIES,
  JOB_EXPERIENCE_LABELS,
  JOB_EXPERIENCE_LEVELS,
  JOB_SORTS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from '@atelier/api-contract/values';
import { JOB_SORT_LABELS } from '../model/constants';
import {
  experienceChanged,
  hasAdvancedFilters,
  jobCategoryChanged,
  jobSearchChanged,
  jobSortChanged,
  jobTypeChanged,
  remoteOnlyChanged,
  selectJobBoard,
} from '../model/jobBoardSlice';
import { JOB_TEXTS } from '../model/texts';

const StyledSearch = styled.div`
  min-width: 0;
`;

const StyledRemote = styled.div`
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

const CATEGORY_OPTIONS = [
  { value: 'all', label: JOB_TEXTS.allCategories },
  ...JOB_BOARD_CATEGORIES.map((category) => ({ value: category, label: category })),
];
const TYPE_OPTIONS = [
  { value: 'all', label: JOB_TEXTS.allTypes },
  ...JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] })),
];
const EXPERIENCE_OPTIONS = [
  { value: 'all', label: JOB_TEXTS.allLevels },
  ...JOB_EXPERIENCE_LEVELS.map((value) => ({ value, label: JOB_EXPERIENCE_LABELS[value] })),
];
const SORT_OPTIONS = JOB_SORTS.map((value) => ({ value, label: JOB_SORT_LABELS[value] }));

/** The option of `options` whose value is `value`, or undefined for anything else. */
const pick = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((option) => option === value);

const CATEGORY_VALUES = ['all', ...JOB_BOARD_CATEGORIES] as const;
const TYPE_VALUES = ['all', ...JOB_TYPES] as const;
const EXPERIENCE_VALUES = ['all', ...JOB_EXPERIENCE_LEVELS] as const;
const SORT_VALUES = JOB_SORTS;

/**
 * Search, category and type, and the advanced panel (experience level, sort, remote only).
 * Every change goes through the board slice, which returns to page 1.
 */
export function JobFilters() {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectJobBoard);
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvancedFilters(board));
  const panelId = useId();

  return (
    <section aria-label={JOB_TEXTS.searchAndFilters}>
      <Toolbar selects={2}>
        <StyledSearch role="search">
          <TextField
            type="search"
            label={JOB_TEXTS.search}
            placeholder={JOB_TEXTS.searchPlaceholder}
            value={board.search}
            onChange={(event) => dispatch(jobSearchChanged(event.currentTarget.value))}
          />
        </StyledSearch>
        <SelectField
          label={JOB_TEXTS.category}
          options={CATEGORY_OPTIONS}
          value={board.category}
          onChange={(event) => {
            const category = pick(CATEGORY_VALUES, event.currentTarget.value);
            if (category !== undefined) dispatch(jobCategoryChanged(category));
          }}
        />
        <SelectField
          label={JOB_TEXTS.type}
          options={TYPE_OPTIONS}
          value={board.type}
          onChange={(event) => {
            const type = pick(TYPE_VALUES, event.currentTarget.value);
            if (type !== undefined) dispatch(jobTypeChanged(type));
          }}
        />
        <Button
          variant="secondary"
          aria-expanded={advancedOpen}
          aria-controls={panelId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          <FilterIcon />
          {JOB_TEXTS.advancedFilters}
        </Button>
      </Toolbar>
      <DisclosurePanel id={panelId} hidden={!advancedOpen}>
        <SelectField
          label={JOB_TEXTS.experience}
          options={EXPERIENCE_OPTIONS}
          value={board.experience}
          onChange={(event) => {
            const experience = pick(EXPERIENCE_VALUES, event.currentTarget.value);
            if (experience !== undefined) dispatch(experienceChanged(experience));
          }}
        />
        <SelectField
          label={JOB_TEXTS.sort}
          options={SORT_OPTIONS}
          value={board.sort}
          onChange={(event) => {
            const sort = pick(SORT_VALUES, event.currentTarget.value);
            if (sort !== undefined) dispatch(jobSortChanged(sort));
          }}
        />
        <StyledRemote>
          <CheckboxField
            label={JOB_TEXTS.remoteOnly}
            checked={board.remoteOnly}
            onChange={(event) => dispatch(remoteOnlyChanged(event.currentTarget.checked))}
          />
        </StyledRemote>
      </DisclosurePanel>
    </section>
  );
}
