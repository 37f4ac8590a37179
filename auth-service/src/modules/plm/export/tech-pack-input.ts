/**
 * What every tech pack export (issue 38: the PDF, the BOM and the specs workbooks) is made from:
 * one revision of a style, already read and checked by the caller (the plm module's routes), and
 * its images' bytes. The exports do no I/O of their own, so they are tested and benchmarked
 * without a database or storage.
 */
import type { StyleContent } from '@atelier/api-contract';

export interface TechPackInput {
  style: {
    id: string;
    revision: number;
    /** When the revision was saved (ISO 8601). */
    savedAt: string;
    /** The freelancer's or supplier's name, or the company's. */
    ownerName: string;
  };
  content: StyleContent;
  /**
   * Upload id → the image's bytes as JPEG or PNG (the caller converts: `imagesForTechPack`); a
   * missing image is drawn as a labelled empty frame.
   */
  images: ReadonlyMap<string, Buffer>;
}

/** The calendar date of the revision (UTC), as every page's footer and the cover show it. */
export const revisionDate = (savedAt: string): string =>
  new Date(savedAt).toISOString().slice(0, 10);
