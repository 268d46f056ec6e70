/* -= with a pointer on the right needs a pointer of known size on the left */

int n;

BEGIN
{
	n = 4;
	n -= alloca(8);
}
