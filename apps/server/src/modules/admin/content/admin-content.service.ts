import {
  languages,
  publicPageTypes,
  uiSettingKeys,
  type AdminContentReply,
  type AdminPageUpdate,
  type AdminTestimonialUpdate,
  type AdminTranslation,
  type AdminUiSettings,
  type AuditAction,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { isUniqueViolation } from '../../../lib/errors/db-errors';
import { sanitizeContentHtml } from '../../../lib/sanitize-html';
import { createAdminContentRepo, type TestimonialRow } from './admin-content.repo';
import { auditedChange } from '../../audit/audited-change';
import type { ReadCache } from '../../../lib/read-cache/read-cache';

function toTestimonial(row: TestimonialRow) {
  return {
    id: row.id,
    youtube_video_id: row.youtubeVideoId,
    title_english: row.titleEnglish,
    title_tamil: row.titleTamil,
    description_english: row.descriptionEnglish,
    description_tamil: row.descriptionTamil,
    thumbnail_url: row.thumbnailUrl,
    active: row.active,
  };
}

function testimonialValues(update: AdminTestimonialUpdate) {
  return {
    youtubeVideoId: update.youtube_video_id,
    titleEnglish: update.title_english,
    titleTamil: update.title_tamil,
    descriptionEnglish: update.description_english,
    descriptionTamil: update.description_tamil,
    thumbnailUrl: update.thumbnail_url,
    active: update.active,
  };
}

/**
 * The office's content: every change is audited in the transaction that makes it, and once it
 * committed the content the read cache keeps is dropped in every process, so the public calls
 * read it at once.
 */
export function createAdminContentService(db: Database, readCache: Pick<ReadCache, 'invalidate'>) {
  async function content(database: Database): Promise<AdminContentReply> {
    const repo = createAdminContentRepo(database);
    const [pages, settings, testimonials, translations] = await Promise.all([
      repo.pages(),
      repo.uiSettings(),
      repo.testimonials(),
      repo.translations(),
    ]);
    const settingByKey = new Map(settings.map((row) => [row.key, row]));
    return {
      success: true,
      pages: publicPageTypes.flatMap((pageType) =>
        languages.map((language) => {
          const page = pages.find((row) => row.pageType === pageType && row.language === language);
          return {
            page_type: pageType,
            language,
            title: page?.title ?? '',
            html: page?.html ?? '',
            updated_at: page?.updatedAt.toISOString() ?? null,
          };
        }),
      ),
      ui_settings: Object.fromEntries(
        uiSettingKeys.map((key) => [
          key,
          {
            english: settingByKey.get(key)?.valueEnglish ?? '',
            tamil: settingByKey.get(key)?.valueTamil ?? null,
          },
        ]),
      ) as AdminUiSettings,
      testimonials: testimonials.map(toTestimonial),
      translations: translations.map((row) => ({
        language: row.language as AdminTranslation['language'],
        page: row.page,
        key: row.key,
        value: row.value,
      })),
    };
  }

  /** A change and its audit entry in one transaction; the reply is the content as it now is. */
  const audited = (
    actorUserId: number,
    action: AuditAction,
    entityType: string,
    entityId: string | number,
    apply: (tx: Database) => Promise<{ before: unknown; after: unknown }>,
  ) =>
    auditedChange(db, { actorUserId, action, entityType, entityId }, async (tx) => ({
      ...(await apply(tx)),
      result: await content(tx),
    })).then(async (result) => {
      await readCache.invalidate('content');
      return result;
    });

  const duplicateVideo = (error: unknown): never => {
    if (isUniqueViolation(error))
      throw new AppError('VALIDATION_FAILED', {
        fields: { youtube_video_id: 'validation.duplicate' },
      });
    throw error;
  };

  return {
    get: () => content(db),

    /** The HTML is cleaned by the allow-list before it is stored; the reply shows what was kept. */
    savePage: (actorUserId: number, pageType: string, language: string, update: AdminPageUpdate) =>
      audited(actorUserId, 'page.update', 'page', `${pageType}/${language}`, async (tx) => {
        const repo = createAdminContentRepo(tx);
        const before = (await repo.page(pageType, language)) ?? null;
        const html = sanitizeContentHtml(update.html);
        if (!html)
          throw new AppError('VALIDATION_FAILED', { fields: { html: 'validation.required' } });
        await repo.savePage(pageType, language, update.title, html);
        return {
          before: before && { title: before.title, html: before.html },
          after: { title: update.title, html },
        };
      }),

    saveUiSettings: (actorUserId: number, settings: AdminUiSettings) =>
      audited(actorUserId, 'ui_settings.update', 'ui_settings', 'all', async (tx) => {
        const repo = createAdminContentRepo(tx);
        const before = Object.fromEntries(
          (await repo.uiSettings()).map((row) => [
            row.key,
            { english: row.valueEnglish, tamil: row.valueTamil },
          ]),
        );
        for (const key of uiSettingKeys)
          await repo.saveUiSetting(key, settings[key].english, settings[key].tamil || null);
        return { before, after: settings };
      }),

    addTestimonial: (actorUserId: number, update: AdminTestimonialUpdate) =>
      audited(
        actorUserId,
        'testimonial.add',
        'testimonial',
        update.youtube_video_id,
        async (tx) => {
          const repo = createAdminContentRepo(tx);
          const sortOrder =
            (await repo.testimonials()).reduce((last, row) => Math.max(last, row.sortOrder), 0) + 1;
          await repo
            .insertTestimonial({ ...testimonialValues(update), sortOrder })
            .catch(duplicateVideo);
          return { before: null, after: update };
        },
      ),

    updateTestimonial: (actorUserId: number, id: number, update: AdminTestimonialUpdate) =>
      audited(actorUserId, 'testimonial.update', 'testimonial', id, async (tx) => {
        const repo = createAdminContentRepo(tx);
        const before = await repo.testimonial(id);
        if (!before) throw new AppError('NOT_FOUND');
        await repo.updateTestimonial(id, testimonialValues(update)).catch(duplicateVideo);
        return { before: toTestimonial(before), after: update };
      }),

    removeTestimonial: (actorUserId: number, id: number) =>
      audited(actorUserId, 'testimonial.remove', 'testimonial', id, async (tx) => {
        const repo = createAdminContentRepo(tx);
        const before = await repo.testimonial(id);
        if (!before) throw new AppError('NOT_FOUND');
        await repo.deleteTestimonial(id);
        return { before: toTestimonial(before), after: null };
      }),

    saveTranslation: (actorUserId: number, translation: AdminTranslation) =>
      audited(
        actorUserId,
        'translation.save',
        'translation',
        `${translation.language}/${translation.page}/${translation.key}`,
        async (tx) => {
          const repo = createAdminContentRepo(tx);
          const before =
            (await repo.translation(translation.language, translation.page, translation.key)) ??
            null;
          await repo.saveTranslation(
            translation.language,
            translation.page,
            translation.key,
            translation.value,
          );
          return { before: before && { value: before.value }, after: { value: translation.value } };
        },
      ),

    removeTranslation: (actorUserId: number, language: string, page: string, key: string) =>
      audited(
        actorUserId,
        'translation.remove',
        'translation',
        `${language}/${page}/${key}`,
        async (tx) => {
          const repo = createAdminContentRepo(tx);
          const before = await repo.translation(language, page, key);
          if (!before) throw new AppError('NOT_FOUND');
          await repo.deleteTranslation(language, page, key);
          return { before: { value: before.value }, after: null };
        },
      ),
  };
}
