import { enUS } from '../../shared/i18n/messages/en-US';
import { fileDownloadFields, supportFormFields } from '../../shared/support/support-form-fields';
import { checkFields } from '../middleware/json-input';
import { formProblems, givenValues, sentFormKind } from './contact-form';
import { supportRequestSchema } from './support-api';

const labels = enUS.forms;
const VALID: Record<string, string> = {
  form: 'support',
  name: 'Ada',
  email: 'ada@example.com',
  product: 'Jira',
  ticketType: 'bug',
  summary: 'Blank board',
  description: 'It is blank.',
};

const DOWNLOAD: Record<string, unknown> = {
  form: 'file-download',
  name: 'Ada',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  consent: true,
};

const problemsOf = (input: Record<string, unknown>, fields = supportFormFields({}, [], labels)) => {
  const checked = checkFields(supportRequestSchema, input);
  return checked.ok ? [] : formProblems(checked.problems, fields, labels);
};

describe('the support form fields and the API schema', () => {
  it.each(supportFormFields({}, [], labels).map((field) => [field.name, field] as const))(
    'agree on whether %s is required and how long it may be',
    (name, field) => {
      // Arrange
      const { [name]: _left, ...without } = VALID;
      const long = field.maxLength === undefined ? undefined : 'x'.repeat(field.maxLength + 1);

      // Act
      const missing = checkFields(supportRequestSchema, without);

      // Assert
      expect(!missing.ok).toBe(field.required);
      if (long !== undefined) {
        const tooLong = problemsOf({ ...VALID, [name]: long });
        expect(tooLong.map((problem) => problem.field)).toEqual([name]);
      }
    },
  );
});

describe('the file-download form fields and the API schema', () => {
  it.each(fileDownloadFields(labels).map((field) => [field.name, field] as const))(
    'agree on whether %s is required and how long it may be',
    (name, field) => {
      // Arrange
      const { [name]: _left, ...without } = DOWNLOAD;
      const long = field.maxLength === undefined ? undefined : 'x'.repeat(field.maxLength + 1);

      // Act
      const missing = checkFields(supportRequestSchema, without);

      // Assert
      expect(!missing.ok).toBe(field.required);
      if (long !== undefined) {
        const tooLong = problemsOf({ ...DOWNLOAD, [name]: long }, fileDownloadFields(labels));
        expect(tooLong.map((problem) => problem.field)).toEqual([name]);
      }
    },
  );
});

describe('givenValues', () => {
  it('reads a ticked box as true and leaves out an unticked box, an empty one and a forged box value', () => {
    // Arrange
    const fields = fileDownloadFields(labels);

    // Act
    const ticked = givenValues({ name: 'Ada', email: '', company: 'Engines', consent: 'true' }, fields);
    const forged = givenValues({ name: 'Ada', consent: 'yes' }, fields);

    // Assert
    expect(ticked).toEqual({ name: 'Ada', company: 'Engines', consent: true });
    expect(forged).toEqual({ name: 'Ada' });
  });
});

describe('sentFormKind', () => {
  it('finds the page of the form a confirmation names, and the contact page for any other value', () => {
    expect(['hot', 'file-download', 'support', 'nonsense', undefined].map(sentFormKind)).toEqual([
      'hotContact',
      'fileDownload',
      'contact',
      'contact',
      'contact',
    ]);
  });
});

describe('formProblems', () => {
  it("words the API's reasons as the scripted form's sentences, in the form's order", () => {
    // Act
    const problems = problemsOf({
      form: 'support',
      description: 'd'.repeat(5001),
      summary: 's'.repeat(201),
      ticketType: 'complaint',
      email: 'not-an-address',
    });

    // Assert
    expect(problems).toEqual([
      { field: 'name', message: 'Your name is required.' },
      { field: 'email', message: 'E-mail address must be an e-mail address, like name@example.com.' },
      { field: 'ticketType', message: 'Request type: choose one of the options.' },
      { field: 'summary', message: 'Summary must be at most 200 characters.' },
      { field: 'description', message: 'Description must be at most 5000 characters.' },
    ]);
  });

  it('asks for an unticked consent box to be ticked, in the sentence of the message tables', () => {
    // Act
    const problems = problemsOf({ ...DOWNLOAD, consent: undefined }, fileDownloadFields(labels));

    // Assert
    expect(problems).toEqual([{ field: 'consent', message: `${labels.consent}: please tick this box.` }]);
  });

  it('says a box of spaces is required, as an empty one', () => {
    expect(problemsOf({ ...VALID, summary: '   ' })).toEqual([{ field: 'summary', message: 'Summary is required.' }]);
  });
});
