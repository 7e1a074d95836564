import type { ChooserProps } from '@kaamyaab/shared-api';
import { RoleChooser } from '../features/choosers/role-chooser';

export default function SignupChooser(forms: ChooserProps) {
  return <RoleChooser purpose="signup" {...forms} />;
}
