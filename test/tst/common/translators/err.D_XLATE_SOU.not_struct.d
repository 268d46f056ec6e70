/* a translator to a non-struct type */

translator int < int i > {
	a = i;
};

BEGIN
{
	exit(0);
}
