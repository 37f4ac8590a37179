import { JOB_EXPERIENCE_LABELS, JOB_TYPE_LABELS } from '@atelier/api-contract/values';
import { Badge, ChipList, MutedText } from '@atelier/shared-ui';
import { toJobPostingBody, type JobFormValues } from '../model/jobForm';
import { POST_JOB_TEXTS as TEXTS } from '../model/texts';
import { JobSection } from './jobFormLayout';

/** Job Preview: the job as the board would show it, live as the client types. */
export function JobPreview({ values }: { values: JobFormValues }) {
  const preview = toJobPostingBody(values, 'draft');
  return (
    <JobSection id="job-preview" title={TEXTS.jobPreview}>
      <h3>{preview.title.trim() || TEXTS.previewUntitled}</h3>
      <MutedText size="sm">
        {preview.company.trim() || TEXTS.previewNoCompany}
        {preview.location.trim() !== '' && ` · ${preview.location.trim()}`} ·{' '}
        {JOB_TYPE_LABELS[preview.type]} · {JOB_EXPERIENCE_LABELS[preview.experience]}
        {preview.remote && ' · Remote'}
      </MutedText>
      <ChipList>
        {preview.featured && <Badge tone="brand">Featured</Badge>}
        {preview.urgent && <Badge tone="danger">Urgent</Badge>}
        {preview.skills.map((name) => (
          <li key={name}>
            <Badge>{name}</Badge>
          </li>
        ))}
      </ChipList>
      {preview.description.trim() !== '' && <p>{preview.description}</p>}
    </JobSection>
  );
}
