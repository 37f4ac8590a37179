import styled from 'styled-components';
import type { PortfolioProject } from '@atelier/api-contract';
import { Badge, Dialog, TagList } from '@atelier/shared-ui';
import { PUBLIC_PROFILE_TEXTS as T } from '../model/texts';

const StyledImages = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledImage = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;
const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export interface ProjectDialogProps {
  project: PortfolioProject | null;
  /** Images get a download link when the freelancer allows downloads. */
  allowDownloads: boolean;
  onClose: () => void;
}

/** The portfolio item's detail: images, category, client, year, description, tags. */
export function ProjectDialog({ project, allowDownloads, onClose }: ProjectDialogProps) {
  return (
    <Dialog open={project !== null} onClose={onClose} title={project?.title ?? ''}>
      {project !== null && (
        <>
          {project.featured && <Badge tone="brand">{T.featured}</Badge>}
          <StyledImages>
            {project.images.map((image, index) => (
              <figure key={image.key} style={{ margin: 0 }}>
                <StyledImage
                  src={image.url}
                  alt={`${project.title}, image ${index + 1}`}
                  loading="lazy"
                />
                {allowDownloads && (
                  <a href={image.url} download={image.name}>
                    {T.download} {image.name}
                  </a>
                )}
              </figure>
            ))}
          </StyledImages>
          <StyledFacts>
            <dt>Category</dt>
            <dd>{project.category}</dd>
            {project.client !== null && (
              <>
                <dt>Client</dt>
                <dd>{project.client}</dd>
              </>
            )}
            {project.year !== null && (
              <>
                <dt>Year</dt>
                <dd>{project.year}</dd>
              </>
            )}
          </StyledFacts>
          <p>{project.description}</p>
          <TagList tags={project.tags} label="Tags" />
        </>
      )}
    </Dialog>
  );
}
