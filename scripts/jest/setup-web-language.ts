// As the shell does at boot: contract sentences are shown in the chosen language.
import { translateSentence } from '@kaamyaab/shared-api/translations';
import { translateSentencesWith } from '@kaamyaab/shared-ui';

translateSentencesWith(async () => translateSentence);
