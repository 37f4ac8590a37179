import {
  ExportQuery,
  PLM_MESSAGES,
  StyleIdParams,
  TECH_PACK_FILE_NAMES,
  type StyleContent,
} from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { routeGuards } from '../../platform/authentication';
import { sendError, signedInErrors } from '../../platform/errors';
import { bearerAuth } from '../../platform/schemas';
import { attachmentDisposition } from '../../platform/storage/storage';
import { bomWorkbook } from './export/xlsx/bom-workbook';
import { specsWorkbook } from './export/xlsx/specs-workbook';
import { imagesForTechPack, techPackImageIds } from './export/tech-pack-images';
import { renderTechPackPdf } from './export/tech-pack-pdf';
import type { TechPackInput } from './export/tech-pack-input';
import { callerOfRequest } from './caller';
import type { PlmService } from './service';
import type { QuotesService } from './quotes/service';

/** A file's bytes: binary in the OpenAPI document, a Buffer to the handler (sent as it is). */
const FileBuffer = (description: string) =>
  Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The three downloads of a revision: the route's last segment, its type, name and renderer. */
const EXPORTS = [
  {
    file: 'tech-pack.pdf',
    type: 'application/pdf',
    summary: "A revision's tech pack as the PDF a factory works from.",
    name: TECH_PACK_FILE_NAMES.pdf,
    render: renderTechPackPdf,
    images: true,
  },
  {
    file: 'bom.xlsx',
    type: XLSX_TYPE,
    summary: "A revision's bill of materials, cost sheet and colour matrix as a spreadsheet.",
    name: TECH_PACK_FILE_NAMES.bom,
    render: bomWorkbook,
    images: false,
  },
  {
    file: 'specs.xlsx',
    type: XLSX_TYPE,
    summary: "A revision's graded spec chart as a spreadsheet.",
    name: TECH_PACK_FILE_NAMES.specs,
    render: specsWorkbook,
    images: false,
  },
] as const;

export const plmExportRoutes: FastifyPluginCallbackTypebox<{
  plm: PlmService;
  quotes: QuotesService;
}> = (fastify, { plm, quotes }, done) => {
  const { signedIn } = routeGuards(fastify);

  for (const download of EXPORTS) {
    fastify.get(
      `/plm/styles/:styleId/${download.file}`,
      {
        onRequest: signedIn,
        schema: {
          summary: download.summary,
          description:
            'The current revision, or `revision`. 404 to anyone the style is not shared with; 503 when its images cannot be read from storage.',
          security: bearerAuth,
          params: StyleIdParams,
          querystring: ExportQuery,
          response: { 200: FileBuffer(download.type), ...signedInErrors(400, 404, 503) },
        },
      },
      async (request, reply) => {
        const caller = await callerOfRequest(fastify, plm, request);
        const found = await plm.find(caller, request.params.styleId);
        if (!found.ok) return sendError(reply, 404, PLM_MESSAGES.notFound);
        const style = found.value;
        const wanted = request.query.revision ?? style.revision;
        let content: StyleContent = style.content;
        let savedAt = style.updated_at;
        if (wanted !== style.revision) {
          const old = await plm.revision(caller, style.id, wanted);
          if (!old.ok) return sendError(reply, 404, PLM_MESSAGES.notFound);
          content = old.value.content;
          savedAt = old.value.created_at;
        }
        let images: TechPackInput['images'] = new Map();
        if (download.images) {
          try {
            images = await imagesForTechPack(fastify.storage, techPackImageIds(content));
          } catch {
            return sendError(reply, 503, PLM_MESSAGES.imagesUnavailable);
          }
        }
        const bytes = await download.render({
          style: {
            id: style.id,
            revision: wanted,
            savedAt: savedAt.toISOString(),
            ownerName: (await plm.ownerOf(style, caller)).name,
          },
          content,
          images,
        });
        const fileName = download.name(content.styleNumber, wanted);
        await quotes.logAccess(caller, style, 'downloaded', fileName);
        return reply
          .type(download.type)
          .header('cache-control', 'no-store')
          .header('content-disposition', attachmentDisposition(fileName))
          .send(bytes);
      },
    );
  }
  done();
};
