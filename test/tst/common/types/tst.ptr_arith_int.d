/* pointer arithmetic scales by the pointee size */

#pragma D option quiet

int *p, *q;

BEGIN
{
	p = (int *)alloca(16);
	q = p + 3;
	printf("%d %d\n", q - p, (char *)q - (char *)p);
	exit(0);
}
