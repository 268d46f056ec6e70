/* += and -= step a typed pointer by whole elements */

#pragma D option quiet

int *p;

BEGIN
{
	p = (int *)alloca(4 * sizeof (int));
	q = p;
	p += 3;
	printf("%d\n", (uintptr_t)p - (uintptr_t)q);
	p -= 2;
	printf("%d\n", (uintptr_t)p - (uintptr_t)q);
	exit(0);
}
