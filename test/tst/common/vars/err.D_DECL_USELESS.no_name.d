/* a declaration that declares nothing */

int;

BEGIN
{
	exit(0);
}
