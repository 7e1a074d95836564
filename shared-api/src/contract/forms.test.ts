import { ContactSchema } from './contact';
import { formValidator } from './forms';
import { PostJobSchema, splitSkills } from './jobs';

describe('formValidator', () => {
  const validateContact = formValidator(ContactSchema);

  it("gives the contract's first message per invalid field, and nothing once valid", () => {
    expect(validateContact({ email: 'not-an-email', phone: '', subject: '', message: '' })).toEqual(
      {
        email: 'Email must be a valid email address',
        phone: 'Phone is required',
        subject: 'Subject is required',
      },
    );
    expect(
      validateContact({
        email: 'sara@example.pk',
        phone: '03001234567',
        subject: 'Hiring',
        message: '',
      }),
    ).toEqual({});
  });

  it("turns the form's values into the schema's input first", () => {
    const validatePostJob = formValidator(PostJobSchema, (values: { skills: string }) => ({
      title: 'Looking for a React developer',
      description: 'Build our shop.',
      projectType: 'one-time',
      experienceLevel: 'entry',
      jobCategory: 'Web Development',
      budget: '150000',
      numberOfFreelancers: '0',
      skills: splitSkills(values.skills),
    }));
    expect(validatePostJob({ skills: ' , ' })).toEqual({
      skills: 'At least one skill is required',
      numberOfFreelancers: 'At least 1 freelancer is needed',
    });
    expect(validatePostJob({ skills: 'React' })).toEqual({
      numberOfFreelancers: 'At least 1 freelancer is needed',
    });
  });
});
