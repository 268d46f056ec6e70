/*
 * the errno names of the D library have Linux's values, aliases included
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d %d\n", EPERM, ENOENT, EINTR, EAGAIN,
	    EWOULDBLOCK, ENOSYS, EOPNOTSUPP);
	printf("%d %d %d %d\n", ENOTSUP, EDEADLOCK, ETIMEDOUT, EHWPOISON);
	exit(0);
}
