import { useSentence } from '@kaamyaab/shared-ui';
import { FileField, type FileFieldProps } from '../file-field/file-field';

type AvatarFieldProps = Omit<FileFieldProps, 'accept' | 'hint'> & {
  /** The contract's avatar rule: the types it takes, and the hint saying so. */
  rule: { accept: string; hint: string };
};

/** An optional avatar, as sign-up and the profile edit take it. */
export function AvatarField({ rule, ...field }: AvatarFieldProps) {
  const say = useSentence();
  return <FileField accept={rule.accept} hint={say(rule.hint)} {...field} />;
}
