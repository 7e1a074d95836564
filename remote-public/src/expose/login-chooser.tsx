import type { ChooserProps } from '@kaamyaab/shared-api';
import { RoleChooser } from '../features/choosers/role-chooser';

export default function LoginChooser(forms: ChooserProps) {
  return <RoleChooser purpose="login" {...forms} />;
}
