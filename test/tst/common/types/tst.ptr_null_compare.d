/* a pointer compares with NULL and 0 */

#pragma D option quiet

BEGIN
{
	this->p = (int *)0;
	printf("%d %d\n", this->p == NULL, this->p == 0);
	exit(0);
}
