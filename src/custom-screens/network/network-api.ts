import { httpClient } from '@/lib/http-client';
import {
  networkAboutSchema,
  networkImageSchema,
  postListSchema,
  postSchema,
  type NetworkAbout,
  type NetworkAboutUpdate,
  type NetworkImage,
  type Post,
  type PostInput,
  type PostListItem,
} from '@/schema/network/network-site';

/** Network's staff API (server/modules/network/network.routes.ts), every answer checked with the contract. */
const base = (orgId: number) => `/organizations/${orgId}/network`;

export const networkKeys = {
  about: (orgId: number) => ['network', orgId, 'about'] as const,
  posts: (orgId: number) => ['network', orgId, 'posts'] as const,
  post: (orgId: number, postId: number) => ['network', orgId, 'posts', postId] as const,
};

export const getAbout = async (orgId: number): Promise<NetworkAbout> => networkAboutSchema.parse((await httpClient.get<unknown>(`${base(orgId)}/about`)).data);

export const saveAbout = async (orgId: number, body: NetworkAboutUpdate): Promise<NetworkAbout> =>
  networkAboutSchema.parse((await httpClient.put<unknown>(`${base(orgId)}/about`, body)).data);

export const getPosts = async (orgId: number): Promise<PostListItem[]> => postListSchema.parse((await httpClient.get<unknown>(`${base(orgId)}/posts`)).data);

export const getPost = async (orgId: number, postId: number): Promise<Post> => postSchema.parse((await httpClient.get<unknown>(`${base(orgId)}/posts/${postId}`)).data);

export const createPost = async (orgId: number, body: PostInput): Promise<Post> => postSchema.parse((await httpClient.post<unknown>(`${base(orgId)}/posts`, body)).data);

export const savePost = async (orgId: number, postId: number, body: PostInput, version: number): Promise<Post> =>
  postSchema.parse((await httpClient.put<unknown>(`${base(orgId)}/posts/${postId}`, { ...body, version })).data);

export const deletePost = async (orgId: number, postId: number): Promise<void> => {
  await httpClient.delete(`${base(orgId)}/posts/${postId}`);
};

export const uploadImage = async (orgId: number, file: File): Promise<NetworkImage> =>
  networkImageSchema.parse((await httpClient.post<unknown>(`${base(orgId)}/images`, file, { headers: { 'content-type': file.type || 'application/octet-stream' } })).data);
