// The reply box under a conversation: the message, checked by the rule's own schema (its messages
// in the page's language), and up to four photos through the upload pipeline. The collector and
// the answering side write through it; `send` is their own call.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { TextArea } from '@/components/ui/form/form-field';
import type { UploadedImageDto } from '@/rules/image';
import {
  INQUIRY_MESSAGE_MAX_CHARS,
  inquiryMessageSchema,
  type InquiryMessageRequest,
} from '@/schemas/inquiry';
import { InquiryPhotoPicker } from './inquiry-photo-picker';
import { inquiryError, inquiryText, useInquiryMessages } from './use-inquiry-messages';
import styles from './inquiries.module.scss';

const replySchema = inquiryMessageSchema.pick(['message']);

export function InquiryReply({
  send,
  label,
}: {
  send: (body: InquiryMessageRequest) => Promise<unknown>;
  /** The box's label (the collector's "Your reply", the gallery's "Reply to …"). */
  label?: string;
}) {
  const { t, language } = useInquiryMessages();
  const [photos, setPhotos] = useState<UploadedImageDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ message: string }>({
    resolver: yupResolver(replySchema) as never,
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(async ({ message }) => {
    setProblem(null);
    try {
      await send({ message: message.trim(), photos: photos.map((photo) => photo.url) });
      reset();
      setPhotos([]);
    } catch (error) {
      setProblem(inquiryError(t, language, error, t('thread.failed')));
    }
  });

  return (
    <form className={styles.reply} onSubmit={onSubmit} noValidate data-testid="inquiry-reply">
      <TextArea
        label={label ?? t('thread.reply')}
        placeholder={t('thread.replyPlaceholder')}
        rows={4}
        maxLength={INQUIRY_MESSAGE_MAX_CHARS}
        error={errors.message?.message && inquiryText(t, language, errors.message.message)}
        {...register('message')}
      />
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.replyBar}>
        <InquiryPhotoPicker photos={photos} onChange={setPhotos} onBusy={setUploading} compact />
        <Button
          type="submit"
          disabled={isSubmitting || uploading}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? t('thread.sending') : t('thread.send')}
        </Button>
      </div>
    </form>
  );
}
