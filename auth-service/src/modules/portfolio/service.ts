/**
 * The portfolio's logic beyond HTTP: saving a project through Upload New Project's rules with
 * the caller's own image uploads, deleting a project and its images, the public profile's stats
 * from the portfolio and testimonials, and testimonials written for a hire.
 */
import type { CreateProjectBody, UpdateProjectBody } from '@atelier/api-contract';
import type { ImagesPort } from '../profiles/images-port';
import { PROJECT_UPLOAD_MESSAGES } from './messages';
import { validateProject, withDefaults, type ProjectFields } from './project-fields';
import type { NewTestimonial, PortfolioRepository, ProjectRow } from './repository';

export type ProjectOutcome = { project: ProjectRow } | { invalid: string } | { notFound: true };

const fieldsOf = (row: ProjectRow): ProjectFields => ({
  title: row.title,
  category: row.category,
  description: row.description,
  client: row.client,
  year: row.year,
  tags: row.tags,
  status: row.status,
  images: row.images,
  featured: row.featured,
});

/**
 * What the portfolio asks of the hiring loop (the jobs module's hired applications, wired in
 * app.ts): the hire `hireId` made by `clientId`, with the freelancer hired and the project's
 * name; and how many distinct clients hired a freelancer (the public profile's "clients").
 */
export interface HiresPort {
  find(
    hireId: string,
    clientId: string,
  ): Promise<{ freelancerId: string; projectName: string } | undefined>;
  clientCount(freelancerId: string): Promise<number>;
}
/** No hiring loop (tests of the portfolio alone): no hires, no clients. */
export const NO_HIRES: HiresPort = {
  find: () => Promise.resolve(undefined),
  clientCount: () => Promise.resolve(0),
};

export function createPortfolioService(repository: PortfolioRepository, images: ImagesPort) {
  /** After the form's rules: each new image is the owner's finished upload, in one project. */
  async function withOwnImages(
    project: ProjectFields,
    ownerId: string,
    current: ProjectRow | undefined,
  ): Promise<{ value: ProjectFields } | { invalid: string }> {
    const held = new Set(current?.images.map((image) => image.key) ?? []);
    const seen = new Set<string>();
    const stored: ProjectFields['images'] = [];
    for (const image of project.images) {
      if (seen.has(image.key)) return { invalid: PROJECT_UPLOAD_MESSAGES.repeated(image.name) };
      seen.add(image.key);
      if (held.has(image.key)) {
        stored.push(current?.images.find((kept) => kept.key === image.key) ?? image);
        continue;
      }
      const upload = await images.find(image.key, ownerId);
      if (upload === undefined) return { invalid: PROJECT_UPLOAD_MESSAGES.image(image.name) };
      stored.push({ key: image.key, name: upload.name, size: upload.size });
    }
    const added = [...seen].filter((key) => !held.has(key));
    const inUse = await repository.keysInOtherProjects(ownerId, added, current?.id ?? null);
    const taken = project.images.find((image) => inUse.has(image.key));
    if (taken !== undefined) return { invalid: PROJECT_UPLOAD_MESSAGES.inUse(taken.name) };
    return { value: { ...project, images: stored } };
  }

  return {
    listOwn: (ownerId: string) => repository.listOwn(ownerId),
    listPublished: (ownerId: string) => repository.listPublished(ownerId),
    testimonialsOf: (freelancerId: string) => repository.testimonialsOf(freelancerId),
    /** The hiring loop's applications: which hires have their testimonial written. */
    hiresWithTestimonial: (hireIds: readonly string[]) => repository.hiresWithTestimonial(hireIds),

    async create(ownerId: string, body: CreateProjectBody): Promise<ProjectOutcome> {
      const valid = validateProject(withDefaults(body));
      if (!valid.ok) return { invalid: valid.message };
      const checked = await withOwnImages(valid.value, ownerId, undefined);
      if ('invalid' in checked) return checked;
      return { project: await repository.insert(ownerId, checked.value) };
    },

    /** Merges `changes` into the owner's project; images it drops are removed. */
    async update(id: string, ownerId: string, changes: UpdateProjectBody): Promise<ProjectOutcome> {
      const current = await repository.findOwn(id, ownerId);
      if (current === undefined) return { notFound: true };
      const merged: Partial<ProjectFields> = changes;
      const valid = validateProject({ ...fieldsOf(current), ...merged });
      if (!valid.ok) return { invalid: valid.message };
      const checked = await withOwnImages(valid.value, ownerId, current);
      if ('invalid' in checked) return checked;
      const project = await repository.update(id, ownerId, checked.value);
      if (project === undefined) return { notFound: true };
      const kept = new Set(project.images.map((image) => image.key));
      const dropped = current.images.map((image) => image.key).filter((key) => !kept.has(key));
      if (dropped.length > 0) await images.remove(dropped);
      return { project };
    },

    /** Deletes the owner's project and its images. */
    async delete(id: string, ownerId: string): Promise<boolean> {
      const deleted = await repository.delete(id, ownerId);
      if (deleted === undefined) return false;
      if (deleted.images.length > 0) await images.remove(deleted.images.map((image) => image.key));
      return true;
    },

    /** Account deletion: the user's projects with their images, and their testimonials. */
    async removeUserData(userId: string): Promise<void> {
      const projects = await repository.removeUserData(userId);
      const keys = projects.flatMap((project) => project.images.map((image) => image.key));
      if (keys.length > 0) await images.remove(keys);
    },

    /** Records a hire's testimonial once; undefined when the hire already has one. */
    addTestimonial: (testimonial: NewTestimonial) => repository.insertTestimonial(testimonial),
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
