/**
 * The bodies of the account endpoints of issue 13 (password reset, account details, saved addresses),
 * beside inputs.ts whose helpers they share. Address fields carry the checkout's messages: the texts
 * of spec section 5 ('Address is required', …) are the same on both forms.
 */
import * as v from 'valibot';
import { PATH_TOKEN_RE } from '../constants';
import type { AccountErrorId, CheckoutErrorId } from '../messages';
import {
  EmailSchema,
  NewPasswordSchema,
  ONE_LINE,
  confirmationCheck,
  field,
  password,
} from './inputs';
import { MAX_ADDRESS_FIELD, MAX_NAME, MAX_PHONE } from './limits';

const id = (msg: AccountErrorId) => msg;
const ck = (msg: CheckoutErrorId) => msg;

export const ForgotPasswordBodySchema = v.object({ email: EmailSchema });

/** Any token of the wrong shape is the same 422 as an expired or used one: the link does not work. */
export const ResetPasswordBodySchema = v.pipe(
  v.object({
    token: field(
      v.nullish(
        v.pipe(
          v.string(id('account.errors.reset_link_invalid')),
          v.regex(PATH_TOKEN_RE, id('account.errors.reset_link_invalid')),
        ),
        '',
      ),
    ),
    password: NewPasswordSchema,
    password_confirmation: v.optional(v.unknown()),
  }),
  confirmationCheck(),
);

export const ChangePasswordBodySchema = v.pipe(
  v.object({
    current_password: field(password),
    password: NewPasswordSchema,
    password_confirmation: v.optional(v.unknown()),
  }),
  confirmationCheck(),
);

/** One line of text, trimmed: null or blank gives `required`. */
/* @__NO_SIDE_EFFECTS__ */
function text<M extends string>(required: M, max: number, tooLong: M, invalid: M) {
  return v.pipe(
    v.nullable(v.string(invalid)),
    v.transform((x) => x ?? ''),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
    v.regex(ONE_LINE, invalid),
  );
}

/* @__NO_SIDE_EFFECTS__ */
const name = (required: AccountErrorId) =>
  text(required, MAX_NAME, id('account.errors.too_long'), id('account.errors.invalid'));

const PHONE_RE = /^[0-9+().\s-]*$/;

/** A PATCH must change something: a body naming no field is a client's mistake, keyed `_`. */
const changesSome = (body: object) => Object.values(body).some((x) => x !== undefined);

/** PATCH /api/account: the fields sent change; a blank or null phone removes it. */
export const AccountPatchBodySchema = v.pipe(
  v.object(
    {
      first_name: field(v.optional(name(id('account.errors.first_name_required')))),
      last_name: field(v.optional(name(id('account.errors.last_name_required')))),
      phone: field(
        v.optional(
          v.pipe(
            v.nullable(v.string(id('account.errors.phone_invalid'))),
            v.transform((x) => (x ?? '').trim()),
            v.maxLength(MAX_PHONE, id('account.errors.too_long')),
            v.regex(PHONE_RE, id('account.errors.phone_invalid')),
            v.transform((x) => x || null),
          ),
        ),
      ),
    },
    id('account.errors.invalid'),
  ),
  v.check((body) => changesSome(body), id('account.errors.invalid')),
);

/* @__NO_SIDE_EFFECTS__ */
const line = (required: CheckoutErrorId) =>
  text(required, MAX_ADDRESS_FIELD, ck('checkout.errors.too_long'), ck('checkout.errors.invalid'));

const ADDRESS_FIELDS = {
  full_name: line('checkout.errors.full_name_required'),
  phone: line('checkout.errors.phone_required'),
  address: line('checkout.errors.address_required'),
  city: line('checkout.errors.city_required'),
  state: line('checkout.errors.state_required'),
  zip: line('checkout.errors.zip_required'),
  country: line('checkout.errors.country_required'),
};
type AddressFields = typeof ADDRESS_FIELDS;
const isDefault = v.optional(v.boolean(ck('checkout.errors.invalid')));

/** POST /api/account/addresses: every field of an Address is required, `is_default` is optional. */
export const AddressBodySchema = v.object(
  {
    ...(Object.fromEntries(
      Object.entries(ADDRESS_FIELDS).map(([k, s]) => [k, field(v.optional(s, ''))]),
    ) as { [K in keyof AddressFields]: v.OptionalSchema<AddressFields[K], ''> }),
    is_default: isDefault,
  },
  ck('checkout.errors.invalid'),
);

/** PATCH /api/account/addresses/{id}: the fields sent change (`{is_default: true}` alone chooses it). */
export const AddressPatchBodySchema = v.pipe(
  v.object(
    {
      ...(Object.fromEntries(
        Object.entries(ADDRESS_FIELDS).map(([k, s]) => [k, field(v.optional(s))]),
      ) as { [K in keyof AddressFields]: v.OptionalSchema<AddressFields[K], undefined> }),
      is_default: isDefault,
    },
    ck('checkout.errors.invalid'),
  ),
  v.check((body) => changesSome(body), ck('checkout.errors.invalid')),
);
