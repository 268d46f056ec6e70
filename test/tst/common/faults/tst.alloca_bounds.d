/*
 * alloca()'d memory has bounds: a load or a store just below or just
 * beyond it, one that straddles its end, and bcopy() overrunning it (as
 * destination or as source) fault with "invalid address" (ERROR arg4 1,
 * DTRACEFLT_BADADDR), the illegal value being the address touched, here
 * printed as its offset from the alloca()'d pointer; accesses inside
 * the region work
 */
/* @@stderr: invalid address */

#pragma D option quiet

BEGIN { p = (char *)alloca(10); base = (int64_t)p; trace(p[10]); }
BEGIN { p = (char *)alloca(10); base = (int64_t)p; trace(p[-1]); }
BEGIN { p = (char *)alloca(10); base = (int64_t)p; p[10] = 1; }
BEGIN { p = (char *)alloca(10); base = (int64_t)p; p[-1] = 1; }
BEGIN { p = (char *)alloca(12); base = (int64_t)p; trace(*(uint64_t *)(p + 8)); }
BEGIN { p = (char *)alloca(12); base = (int64_t)p; *(uint64_t *)(p + 8) = 1; }
BEGIN
{
	p = (char *)alloca(10);
	base = (int64_t)p;
	q = (char *)alloca(10);
	bcopy(q, p, 11);
}
BEGIN
{
	p = (char *)alloca(10);
	base = (int64_t)p;
	q = (char *)alloca(10);
	bcopy(p - 1, q, 10);
}

ERROR
{
	printf("fault %d at offset %d\n", arg4, (int64_t)arg5 - base);
}

BEGIN
{
	p = (char *)alloca(10);
	p[0] = 1;
	p[9] = 9;
	q = (char *)alloca(10);
	bcopy(p, q, 10);
	printf("inside: %d %d\n", q[0], q[9]);
	exit(0);
}
