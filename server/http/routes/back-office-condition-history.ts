// A work's condition report, defect photos, exhibitions and literature in the back office (issue
// 32, rules §4.74–4.76), declared once for the operators' catalogue (/v3/admin, any work) and the
// partner portal (/v3/admin/partner, their galleries' works only: another's is 404). Defect photos
// are uploaded through POST store/upload/artwork/image first; its image id goes into image_id.
import type { Hono } from 'hono';
import type { StaffMember } from '../../workflows/back-office';
import type { ConditionAdmin } from '../../workflows/artwork-condition-admin';
import { backOfficeIdParams, type BackOfficeRole } from '@/schemas/back-office';
import {
  conditionReportSchema,
  defectPhotoParams,
  defectPhotoSchema,
  historyEntriesSchema,
} from '@/schemas/artwork-condition';
import { defineBackOfficeRoute } from '../back-office-auth';

export function defineConditionHistoryRoutes(
  app: Hono,
  routes: {
    base: string;
    roles: readonly BackOfficeRole[];
    tags: string[];
    admin: ConditionAdmin;
    /** The galleries the caller may edit; undefined for every work (operators). */
    within: (staff: StaffMember) => readonly string[] | undefined;
    /** How the summaries name whose works these are. */
    whose: string;
  },
): void {
  const { base, roles, tags, admin, within, whose } = routes;
  const answer = 'AdminConditionHistoryDto (schemas/artwork-condition.ts)';

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/artworks/:id/condition-history`,
      summary: `The condition report, defect photos and exhibition and literature entries of ${whose}, both languages as stored.`,
      tags,
      params: backOfficeIdParams,
      responseDescription: answer,
    },
    ({ params, staff }) => admin.get(params.id, within(staff)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${base}/artworks/:id/condition`,
      summary: `Writes the condition report of ${whose} (grade, notes in both languages, who checked and when; good and fair need notes, rules §4.74).`,
      tags,
      params: backOfficeIdParams,
      body: conditionReportSchema,
      responseDescription: answer,
    },
    ({ params, body, staff }) => admin.putCondition(staff, params.id, body, within(staff)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${base}/artworks/:id/history`,
      summary: `Replaces the exhibition and literature entries of ${whose}, in the order sent (rules §4.75).`,
      tags,
      params: backOfficeIdParams,
      body: historyEntriesSchema,
      responseDescription: answer,
    },
    ({ params, body, staff }) => admin.putHistory(staff, params.id, body, within(staff)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'post',
      path: `${base}/artworks/:id/defect-photos`,
      summary: `Adds an uploaded picture as a defect photo of ${whose}, with its caption. 409 without a condition report, for a picture already shown with the work or past the limit (rules §9.26); 400 for an unknown image.`,
      tags,
      params: backOfficeIdParams,
      body: defectPhotoSchema,
      responseDescription: answer,
      errors: [409],
    },
    ({ params, body, staff }) => admin.addDefectPhoto(staff, params.id, body, within(staff)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'delete',
      path: `${base}/artworks/:id/defect-photos/:image_id`,
      summary: `Removes a defect photo of ${whose}.`,
      tags,
      params: defectPhotoParams,
      responseDescription: answer,
    },
    ({ params, staff }) =>
      admin.removeDefectPhoto(staff, params.id, params.image_id, within(staff)),
  );
}
