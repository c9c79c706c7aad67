// How long a lead's internal note may be: the form's limit and the server's check alike.
export const NOTE_MAX_LENGTH = 4000;
