/* a declared pointer global */

#pragma D option quiet

int *p;

BEGIN
{
	p = (int *)alloca(sizeof (int));
	*p = 5;
	printf("%d\n", *p);
	exit(0);
}
