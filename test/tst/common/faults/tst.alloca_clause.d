/*
 * alloca()'d memory lives only in its clause: the next clause reading
 * through a pointer kept from it faults with "invalid address"
 */
/* @@stderr: invalid address */

#pragma D option quiet

BEGIN
{
	p = (char *)alloca(1);
	*p = 'a';
}

BEGIN
{
	printf("%c\n", *p);
}

ERROR
{
	printf("fault %d\n", arg4);
}

BEGIN
{
	exit(0);
}
