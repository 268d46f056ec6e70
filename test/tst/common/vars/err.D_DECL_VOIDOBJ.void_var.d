/* a void variable */

void x;

BEGIN
{
	exit(0);
}
