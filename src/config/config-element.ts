/** The id of the script element in which the server may embed the page configuration (JSON). */
export const CONFIG_ELEMENT_ID = 'asi-config';
