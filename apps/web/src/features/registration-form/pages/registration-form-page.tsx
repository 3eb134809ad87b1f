import {
  type RegistrationAudience,
  type RegistrationForm,
  registrationFormBodySchema,
} from '@affnet/contracts';
import { SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { SaveSettingsButton, SettingsGate, SettingsPage } from '../../../components/settings-page';
import type { ScreenMeta } from '../../../lib/screen';
import { useContractForm } from '../../../lib/use-contract-form';
import { registrationFormQuery, useSaveRegistrationForm } from '../api/registration-form-api';
import { QuestionRows } from '../components/question-rows';
import { preparedQuestions, questionRowsOf } from '../components/question-values';

const AUDIENCES = [
  { value: 'publisher', label: 'Publisher sign-up' },
  { value: 'advertiser', label: 'Advertiser sign-up' },
];

function QuestionsForm({ saved }: { saved: RegistrationForm }) {
  const { audience } = saved;
  const { form, formProps, alert, isPending } = useContractForm({
    schema: registrationFormBodySchema,
    initialValues: questionRowsOf(saved.fields),
    mode: 'controlled',
    prepare: preparedQuestions,
    mutation: useSaveRegistrationForm(audience),
    toRequest: (body) => body,
    onSuccess: (answer) => {
      form.setValues(questionRowsOf(answer.data.fields));
      form.resetDirty();
      notifications.show({ color: 'teal', message: `The ${audience} sign-up questions are saved.` });
    },
  });
  return (
    <form {...formProps}>
      <InfoCard
        title={`Questions on the ${audience} sign-up form`}
        description={`Asked under the form's own fields at /auth/${audience}/register. Answers are checked on the server and shown on the ${audience}'s page; a question removed later keeps the answers already given.`}
      >
        <FormAlert title="Could not save the questions" message={alert} />
        <QuestionRows form={form} />
        <SaveSettingsButton isPending={isPending} label="Save questions" />
      </InfoCard>
    </form>
  );
}

/** setting/registration-form: the extra questions of the publisher and advertiser sign-up forms. */
export default function RegistrationFormPage({ screen }: { screen: ScreenMeta }) {
  const [search, setSearch] = useSearchParams();
  const audience: RegistrationAudience = search.get('audience') === 'advertiser' ? 'advertiser' : 'publisher';
  const saved = useQuery(registrationFormQuery(audience));
  return (
    <SettingsPage
      screen={screen}
      affects="Extra questions on the publisher and advertiser sign-up forms. New partners answer them when they register; the answers show on their page."
      history={{ area: 'registration-form' }}
    >
      <SegmentedControl
        aria-label="Sign-up form"
        data={AUDIENCES}
        value={audience}
        onChange={(value) => setSearch({ audience: value }, { replace: true })}
        w="fit-content"
      />
      <SettingsGate query={saved} noun="the questions">
        {(data) => <QuestionsForm key={audience} saved={data} />}
      </SettingsGate>
    </SettingsPage>
  );
}
