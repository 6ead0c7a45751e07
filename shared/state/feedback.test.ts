import { feedbackReducer, initialFeedbackState, noClicked, reasonPicked, yesClicked } from './feedback';

describe('feedback slice', () => {
  it('marks yes and closes the reasons list when Yes is clicked', () => {
    // Arrange
    const open = { answer: 'no' as const, reasonsOpen: true, reason: null };

    // Act
    const state = feedbackReducer(open, yesClicked());

    // Assert
    expect(state).toEqual({ answer: 'yes', reasonsOpen: false, reason: null });
  });

  it('marks no and toggles the reasons list each time No is clicked', () => {
    // Act
    const once = feedbackReducer(initialFeedbackState, noClicked());
    const twice = feedbackReducer(once, noClicked());

    // Assert
    expect(once).toEqual({ answer: 'no', reasonsOpen: true, reason: null });
    expect(twice).toEqual({ answer: 'no', reasonsOpen: false, reason: null });
  });

  it('records the picked reason and closes the list', () => {
    // Arrange
    const open = feedbackReducer(initialFeedbackState, noClicked());

    // Act
    const state = feedbackReducer(open, reasonPicked('unclear'));

    // Assert
    expect(state).toEqual({ answer: 'no', reasonsOpen: false, reason: 'unclear' });
  });
});
