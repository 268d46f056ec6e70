/*
 * this->R_PC names a clause-local variable, not the D library's R_PC:
 * read before any assignment, it is undeclared
 */

BEGIN
{
	trace(this->R_PC);
	exit(0);
}
