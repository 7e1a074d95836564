import type { ApiSuccess } from '../contract/envelope';
import type { ContactBody } from '../contract/contact';
import { http } from './http';

export const contactApi = {
  async send(body: ContactBody) {
    return (await http.post<ApiSuccess<{ id: string }>>('/contact', body)).data;
  },
};
